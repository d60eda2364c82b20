-- Written by `npm run queries` from backend/src/photos/orphan-photo-files.repository.ts: change the code, then run it again.

-- OrphanPhotoFilesRepository.findReferencedKeys
-- $1: string[], $2: string[], $3: string[], $4: number[]
SELECT
  storage_key AS key
FROM
  profile_photos
WHERE
  storage_key = ANY ($1::text[])
UNION
SELECT
  card_storage_key
FROM
  profile_photos
WHERE
  card_storage_key = ANY ($1::text[])
UNION
SELECT
  c.key
FROM
  unnest($2::text[], $3::text[], $4::smallint[]) AS c (key, base, width)
  JOIN profile_photos p ON (
    p.storage_key = c.base
    AND c.width = ANY (p.widths)
  )
  OR (
    p.card_storage_key = c.base
    AND c.width = ANY (p.card_widths)
  );
