-- Written by `npm run queries` from backend/src/messages/messages.repository.ts: change the code, then run it again.

-- MessagesRepository.insertMessage
-- $1: string, $2: string, $3: string, $4: string, $5: string, $6: string, $7: boolean, $8: boolean
INSERT INTO
  "contact_messages" (
    "id",
    "thread_id",
    "name",
    "email",
    "phone",
    "city",
    "message",
    "is_admin_reply",
    "is_deleted",
    "created_at"
  )
VALUES
  (DEFAULT, $1, $2, $3, $4, $5, $6, $7, $8, DEFAULT)
RETURNING
  "id",
  "is_admin_reply",
  "is_deleted",
  "created_at";

-- MessagesRepository.findThreadPage (every filter)
-- $1: string[], $2: string, $3: string, $4: number, $5: number
SELECT
  *,
  count(*) OVER () AS total
FROM
  (
    SELECT
      t.*,
      CASE
        WHEN t.last_is_reply THEN 'replied'
        ELSE 'awaiting'
      END AS status,
      'MSG-' || lpad(
        (
          (
            ('x' || substr(t.id::text, 1, 8))::bit(32)::bigint
          ) % 1000000
        )::text,
        6,
        '0'
      ) AS reference
    FROM
      (
        SELECT
          thread_id AS id,
          (
            array_agg(
              name
              ORDER BY
                created_at,
                id
            )
          ) [1] AS name,
          (
            array_agg(
              email
              ORDER BY
                created_at,
                id
            )
          ) [1] AS email,
          (
            array_agg(
              phone
              ORDER BY
                created_at,
                id
            )
          ) [1] AS phone,
          (
            array_agg(
              city
              ORDER BY
                created_at,
                id
            )
          ) [1] AS city,
          max(created_at) AS created_at,
          (
            array_agg(
              left(message, 300)
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS preview,
          (
            array_agg(
              is_admin_reply
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS last_is_reply,
          count(*)::int AS message_count
        FROM
          contact_messages
        WHERE
          NOT is_deleted
        GROUP BY
          thread_id
      ) t
  ) threads
WHERE
  id = ANY ($1::uuid[])
  AND status = $2
  AND (
    name ILIKE $3
    OR email ILIKE $3
    OR phone ILIKE $3
    OR city ILIKE $3
    OR reference ILIKE $3
  )
ORDER BY
  lower(name) ASC,
  id ASC
LIMIT
  $4
OFFSET
  $5;

-- $1: string[], $2: string, $3: string
SELECT
  count(*)::int AS count
FROM
  (
    SELECT
      t.*,
      CASE
        WHEN t.last_is_reply THEN 'replied'
        ELSE 'awaiting'
      END AS status,
      'MSG-' || lpad(
        (
          (
            ('x' || substr(t.id::text, 1, 8))::bit(32)::bigint
          ) % 1000000
        )::text,
        6,
        '0'
      ) AS reference
    FROM
      (
        SELECT
          thread_id AS id,
          (
            array_agg(
              name
              ORDER BY
                created_at,
                id
            )
          ) [1] AS name,
          (
            array_agg(
              email
              ORDER BY
                created_at,
                id
            )
          ) [1] AS email,
          (
            array_agg(
              phone
              ORDER BY
                created_at,
                id
            )
          ) [1] AS phone,
          (
            array_agg(
              city
              ORDER BY
                created_at,
                id
            )
          ) [1] AS city,
          max(created_at) AS created_at,
          (
            array_agg(
              left(message, 300)
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS preview,
          (
            array_agg(
              is_admin_reply
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS last_is_reply,
          count(*)::int AS message_count
        FROM
          contact_messages
        WHERE
          NOT is_deleted
        GROUP BY
          thread_id
      ) t
  ) threads
WHERE
  id = ANY ($1::uuid[])
  AND status = $2
  AND (
    name ILIKE $3
    OR email ILIKE $3
    OR phone ILIKE $3
    OR city ILIKE $3
    OR reference ILIKE $3
  );

-- MessagesRepository.findThreadPage (no filter)
-- $1: number, $2: number
SELECT
  *,
  count(*) OVER () AS total
FROM
  (
    SELECT
      t.*,
      CASE
        WHEN t.last_is_reply THEN 'replied'
        ELSE 'awaiting'
      END AS status,
      'MSG-' || lpad(
        (
          (
            ('x' || substr(t.id::text, 1, 8))::bit(32)::bigint
          ) % 1000000
        )::text,
        6,
        '0'
      ) AS reference
    FROM
      (
        SELECT
          thread_id AS id,
          (
            array_agg(
              name
              ORDER BY
                created_at,
                id
            )
          ) [1] AS name,
          (
            array_agg(
              email
              ORDER BY
                created_at,
                id
            )
          ) [1] AS email,
          (
            array_agg(
              phone
              ORDER BY
                created_at,
                id
            )
          ) [1] AS phone,
          (
            array_agg(
              city
              ORDER BY
                created_at,
                id
            )
          ) [1] AS city,
          max(created_at) AS created_at,
          (
            array_agg(
              left(message, 300)
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS preview,
          (
            array_agg(
              is_admin_reply
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS last_is_reply,
          count(*)::int AS message_count
        FROM
          contact_messages
        WHERE
          NOT is_deleted
        GROUP BY
          thread_id
      ) t
  ) threads
ORDER BY
  created_at DESC,
  id DESC
LIMIT
  $1
OFFSET
  $2;

SELECT
  count(*)::int AS count
FROM
  (
    SELECT
      t.*,
      CASE
        WHEN t.last_is_reply THEN 'replied'
        ELSE 'awaiting'
      END AS status,
      'MSG-' || lpad(
        (
          (
            ('x' || substr(t.id::text, 1, 8))::bit(32)::bigint
          ) % 1000000
        )::text,
        6,
        '0'
      ) AS reference
    FROM
      (
        SELECT
          thread_id AS id,
          (
            array_agg(
              name
              ORDER BY
                created_at,
                id
            )
          ) [1] AS name,
          (
            array_agg(
              email
              ORDER BY
                created_at,
                id
            )
          ) [1] AS email,
          (
            array_agg(
              phone
              ORDER BY
                created_at,
                id
            )
          ) [1] AS phone,
          (
            array_agg(
              city
              ORDER BY
                created_at,
                id
            )
          ) [1] AS city,
          max(created_at) AS created_at,
          (
            array_agg(
              left(message, 300)
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS preview,
          (
            array_agg(
              is_admin_reply
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS last_is_reply,
          count(*)::int AS message_count
        FROM
          contact_messages
        WHERE
          NOT is_deleted
        GROUP BY
          thread_id
      ) t
  ) threads;

-- MessagesRepository.findThread
-- $1: string
SELECT
  *
FROM
  (
    SELECT
      t.*,
      CASE
        WHEN t.last_is_reply THEN 'replied'
        ELSE 'awaiting'
      END AS status,
      'MSG-' || lpad(
        (
          (
            ('x' || substr(t.id::text, 1, 8))::bit(32)::bigint
          ) % 1000000
        )::text,
        6,
        '0'
      ) AS reference
    FROM
      (
        SELECT
          thread_id AS id,
          (
            array_agg(
              name
              ORDER BY
                created_at,
                id
            )
          ) [1] AS name,
          (
            array_agg(
              email
              ORDER BY
                created_at,
                id
            )
          ) [1] AS email,
          (
            array_agg(
              phone
              ORDER BY
                created_at,
                id
            )
          ) [1] AS phone,
          (
            array_agg(
              city
              ORDER BY
                created_at,
                id
            )
          ) [1] AS city,
          max(created_at) AS created_at,
          (
            array_agg(
              left(message, 300)
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS preview,
          (
            array_agg(
              is_admin_reply
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS last_is_reply,
          count(*)::int AS message_count
        FROM
          contact_messages
        WHERE
          NOT is_deleted
        GROUP BY
          thread_id
      ) t
  ) threads
WHERE
  id = $1;

-- MessagesRepository.findThreadMessages
-- $1: string, $2: boolean
SELECT
  "ContactMessage"."id" AS "ContactMessage_id",
  "ContactMessage"."thread_id" AS "ContactMessage_thread_id",
  "ContactMessage"."name" AS "ContactMessage_name",
  "ContactMessage"."email" AS "ContactMessage_email",
  "ContactMessage"."phone" AS "ContactMessage_phone",
  "ContactMessage"."city" AS "ContactMessage_city",
  "ContactMessage"."message" AS "ContactMessage_message",
  "ContactMessage"."is_admin_reply" AS "ContactMessage_is_admin_reply",
  "ContactMessage"."is_deleted" AS "ContactMessage_is_deleted",
  "ContactMessage"."created_at" AS "ContactMessage_created_at"
FROM
  "contact_messages" "ContactMessage"
WHERE
  (
    ("ContactMessage"."thread_id" = $1)
    AND ("ContactMessage"."is_deleted" = $2)
  )
ORDER BY
  "ContactMessage"."created_at" ASC,
  "ContactMessage"."id" ASC;

-- MessagesRepository.findThreadsWrittenFrom
-- $1: string[]
SELECT
  id,
  thread_id AS "threadId",
  name,
  email,
  phone,
  city,
  message,
  is_admin_reply AS "isAdminReply",
  is_deleted AS "isDeleted",
  created_at AS "createdAt"
FROM
  contact_messages
WHERE
  thread_id IN (
    SELECT
      thread_id
    FROM
      contact_messages
    WHERE
      NOT is_admin_reply
      AND lower(email) = ANY ($1::text[])
  )
ORDER BY
  thread_id,
  created_at,
  id;

-- MessagesRepository.softDeleteThread
-- $1: string
UPDATE contact_messages
SET
  is_deleted = true
WHERE
  thread_id = $1
  AND NOT is_deleted;

-- MessagesRepository.countAwaitingThreads
SELECT
  count(*)::int AS count
FROM
  (
    SELECT
      t.*,
      CASE
        WHEN t.last_is_reply THEN 'replied'
        ELSE 'awaiting'
      END AS status,
      'MSG-' || lpad(
        (
          (
            ('x' || substr(t.id::text, 1, 8))::bit(32)::bigint
          ) % 1000000
        )::text,
        6,
        '0'
      ) AS reference
    FROM
      (
        SELECT
          thread_id AS id,
          (
            array_agg(
              name
              ORDER BY
                created_at,
                id
            )
          ) [1] AS name,
          (
            array_agg(
              email
              ORDER BY
                created_at,
                id
            )
          ) [1] AS email,
          (
            array_agg(
              phone
              ORDER BY
                created_at,
                id
            )
          ) [1] AS phone,
          (
            array_agg(
              city
              ORDER BY
                created_at,
                id
            )
          ) [1] AS city,
          max(created_at) AS created_at,
          (
            array_agg(
              left(message, 300)
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS preview,
          (
            array_agg(
              is_admin_reply
              ORDER BY
                created_at DESC,
                id DESC
            )
          ) [1] AS last_is_reply,
          count(*)::int AS message_count
        FROM
          contact_messages
        WHERE
          NOT is_deleted
        GROUP BY
          thread_id
      ) t
  ) threads
WHERE
  status = 'awaiting';
