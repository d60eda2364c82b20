-- Written by `npm run queries` from backend/src/billing/statements/statements.repository.ts: change the code, then run it again.

-- StatementsRepository.lockImports
-- $1: number
SELECT
  pg_advisory_xact_lock($1);

-- StatementsRepository.knownFingerprints
-- $1: string[]
SELECT
  fingerprint
FROM
  statement_lines
WHERE
  fingerprint = ANY ($1::text[]);

-- StatementsRepository.invoicesByNumber (to preview)
-- $1: string[]
SELECT
  id,
  number,
  status,
  total_cents,
  amount_paid_cents
FROM
  invoices
WHERE
  number = ANY ($1::text[])
ORDER BY
  id;

-- StatementsRepository.invoicesByNumber (to import, locked)
-- $1: string[]
SELECT
  id,
  number,
  status,
  total_cents,
  amount_paid_cents
FROM
  invoices
WHERE
  number = ANY ($1::text[])
ORDER BY
  id
FOR UPDATE;

-- StatementsRepository.insertImport
-- $1: string, $2: string, $3: number, $4: number, $5: number, $6: number, $7: number, $8: number
INSERT INTO
  statement_imports (
    filename,
    imported_by,
    line_count,
    matched_count,
    partial_count,
    unmatched_count,
    duplicate_count,
    ignored_count
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7, $8)
RETURNING
  id;

-- StatementsRepository.insertLines
-- $1: string, $2: number[], $3: string[], $4: string[], $5: number[], $6: string[], $7: string[], $8: string[]
-- $9: string[], $10: string[], $11: string[], $12: string[]
INSERT INTO
  statement_lines (
    import_id,
    line_number,
    fingerprint,
    posted_on,
    amount_cents,
    payee,
    particulars,
    code,
    reference,
    outcome,
    invoice_id,
    note
  )
SELECT
  $1::uuid,
  *
FROM
  unnest(
    $2::int[],
    $3::text[],
    $4::date[],
    $5::bigint[],
    $6::text[],
    $7::text[],
    $8::text[],
    $9::text[],
    $10::text[],
    $11::uuid[],
    $12::text[]
  )
RETURNING
  id,
  fingerprint;

-- StatementsRepository.lockLine
-- $1: string
SELECT
  1
FROM
  statement_lines
WHERE
  id = $1
FOR UPDATE;

-- $1: string
SELECT
  l.id,
  l.import_id,
  l.line_number,
  l.posted_on::text AS posted_on,
  l.amount_cents,
  l.payee,
  l.particulars,
  l.code,
  l.reference,
  l.outcome,
  l.invoice_id,
  i.number AS invoice_number,
  l.note,
  u.email AS resolved_by_email,
  l.resolved_at
FROM
  statement_lines l
  LEFT JOIN invoices i ON i.id = l.invoice_id
  LEFT JOIN users u ON u.id = l.resolved_by
WHERE
  l.id = $1;

-- StatementsRepository.findLine
-- $1: string
SELECT
  l.id,
  l.import_id,
  l.line_number,
  l.posted_on::text AS posted_on,
  l.amount_cents,
  l.payee,
  l.particulars,
  l.code,
  l.reference,
  l.outcome,
  l.invoice_id,
  i.number AS invoice_number,
  l.note,
  u.email AS resolved_by_email,
  l.resolved_at
FROM
  statement_lines l
  LEFT JOIN invoices i ON i.id = l.invoice_id
  LEFT JOIN users u ON u.id = l.resolved_by
WHERE
  l.id = $1;

-- StatementsRepository.resolveLine
-- $1: string, $2: string, $3: string, $4: string, $5: string
UPDATE statement_lines
SET
  outcome = $2,
  invoice_id = coalesce($3, invoice_id),
  note = coalesce($4, note),
  resolved_by = $5,
  resolved_at = now()
WHERE
  id = $1;

-- StatementsRepository.findLinePage (every filter)
-- $1: string[], $2: string[], $3: string, $4: number, $5: number
SELECT
  l.id,
  l.import_id,
  l.line_number,
  l.posted_on::text AS posted_on,
  l.amount_cents,
  l.payee,
  l.particulars,
  l.code,
  l.reference,
  l.outcome,
  l.invoice_id,
  i.number AS invoice_number,
  l.note,
  u.email AS resolved_by_email,
  l.resolved_at
FROM
  statement_lines l
  LEFT JOIN invoices i ON i.id = l.invoice_id
  LEFT JOIN users u ON u.id = l.resolved_by
WHERE
  l.id = ANY ($1::uuid[])
  AND l.outcome = ANY ($2::text[])
  AND l.import_id = $3
ORDER BY
  l.amount_cents ASC,
  l.line_number
OFFSET
  $4
LIMIT
  $5;

-- $1: string[], $2: string[], $3: string
SELECT
  count(*)::int AS total
FROM
  statement_lines l
WHERE
  l.id = ANY ($1::uuid[])
  AND l.outcome = ANY ($2::text[])
  AND l.import_id = $3;

-- StatementsRepository.findLinePage (no filter)
-- $1: number, $2: number
SELECT
  l.id,
  l.import_id,
  l.line_number,
  l.posted_on::text AS posted_on,
  l.amount_cents,
  l.payee,
  l.particulars,
  l.code,
  l.reference,
  l.outcome,
  l.invoice_id,
  i.number AS invoice_number,
  l.note,
  u.email AS resolved_by_email,
  l.resolved_at
FROM
  statement_lines l
  LEFT JOIN invoices i ON i.id = l.invoice_id
  LEFT JOIN users u ON u.id = l.resolved_by
ORDER BY
  l.posted_on DESC,
  l.line_number
OFFSET
  $1
LIMIT
  $2;

SELECT
  count(*)::int AS total
FROM
  statement_lines l;

-- StatementsRepository.findImportPage (by ids)
-- $1: string[], $2: number, $3: number
SELECT
  s.id,
  s.filename,
  u.email AS imported_by_email,
  s.imported_at,
  s.line_count,
  s.matched_count,
  s.partial_count,
  s.unmatched_count,
  s.duplicate_count,
  s.ignored_count
FROM
  statement_imports s
  LEFT JOIN users u ON u.id = s.imported_by
WHERE
  s.id = ANY ($1::uuid[])
ORDER BY
  lower(s.filename) ASC
OFFSET
  $2
LIMIT
  $3;

-- $1: string[]
SELECT
  count(*)::int AS total
FROM
  statement_imports s
WHERE
  s.id = ANY ($1::uuid[]);

-- StatementsRepository.findImportPage (every import)
-- $1: number, $2: number
SELECT
  s.id,
  s.filename,
  u.email AS imported_by_email,
  s.imported_at,
  s.line_count,
  s.matched_count,
  s.partial_count,
  s.unmatched_count,
  s.duplicate_count,
  s.ignored_count
FROM
  statement_imports s
  LEFT JOIN users u ON u.id = s.imported_by
ORDER BY
  s.imported_at DESC
OFFSET
  $1
LIMIT
  $2;

SELECT
  count(*)::int AS total
FROM
  statement_imports s;
