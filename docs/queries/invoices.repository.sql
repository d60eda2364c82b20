-- Written by `npm run queries` from backend/src/billing/invoices/invoices.repository.ts: change the code, then run it again.

-- InvoicesRepository.nextNumber
-- $1: string
UPDATE billing_counters
SET
  last_number = last_number + 1
WHERE
  name = $1
RETURNING
  last_number;

-- InvoicesRepository.insert
-- $1: string, $2: string, $3: string, $4: string, $5: string, $6: string, $7: string, $8: string, $9: number
-- $10: string, $11: number, $12: number, $13: string, $14: string, $15: string, $16: string, $17: string, $18: null
-- $19: Date, $20: string
INSERT INTO
  invoices (
    number,
    user_id,
    username,
    recipient_name,
    recipient_email,
    supplier_name,
    supplier_gst_number,
    tier,
    period_days,
    description,
    total_cents,
    gst_cents,
    payment_provider,
    bank_account,
    particulars,
    code,
    reference,
    renewal_of,
    issued_at,
    due_on
  )
VALUES
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    $9,
    $10,
    $11,
    $12,
    $13,
    $14,
    $15,
    $16,
    $17,
    $18,
    $19,
    $20
  )
RETURNING
  id;

-- $1: string
SELECT
  i.id,
  i.number,
  i.user_id,
  i.username,
  i.recipient_name,
  i.recipient_email,
  i.supplier_name,
  i.supplier_gst_number,
  i.tier,
  i.period_days,
  i.description,
  i.total_cents,
  i.gst_cents,
  i.payment_provider,
  i.bank_account,
  i.particulars,
  i.code,
  i.reference,
  i.renewal_of,
  i.status,
  i.issued_at,
  i.due_on::text AS due_on,
  i.amount_paid_cents,
  i.credited_cents,
  i.paid_at,
  i.voided_at,
  i.void_reason
FROM
  invoices i
WHERE
  i.id = $1;

-- InvoicesRepository.findById
-- $1: string
SELECT
  i.id,
  i.number,
  i.user_id,
  i.username,
  i.recipient_name,
  i.recipient_email,
  i.supplier_name,
  i.supplier_gst_number,
  i.tier,
  i.period_days,
  i.description,
  i.total_cents,
  i.gst_cents,
  i.payment_provider,
  i.bank_account,
  i.particulars,
  i.code,
  i.reference,
  i.renewal_of,
  i.status,
  i.issued_at,
  i.due_on::text AS due_on,
  i.amount_paid_cents,
  i.credited_cents,
  i.paid_at,
  i.voided_at,
  i.void_reason
FROM
  invoices i
WHERE
  i.id = $1;

-- InvoicesRepository.lockById
-- $1: string
SELECT
  i.id,
  i.number,
  i.user_id,
  i.username,
  i.recipient_name,
  i.recipient_email,
  i.supplier_name,
  i.supplier_gst_number,
  i.tier,
  i.period_days,
  i.description,
  i.total_cents,
  i.gst_cents,
  i.payment_provider,
  i.bank_account,
  i.particulars,
  i.code,
  i.reference,
  i.renewal_of,
  i.status,
  i.issued_at,
  i.due_on::text AS due_on,
  i.amount_paid_cents,
  i.credited_cents,
  i.paid_at,
  i.voided_at,
  i.void_reason
FROM
  invoices i
WHERE
  i.id = $1
FOR UPDATE;

-- InvoicesRepository.findByNumber
-- $1: string
SELECT
  i.id,
  i.number,
  i.user_id,
  i.username,
  i.recipient_name,
  i.recipient_email,
  i.supplier_name,
  i.supplier_gst_number,
  i.tier,
  i.period_days,
  i.description,
  i.total_cents,
  i.gst_cents,
  i.payment_provider,
  i.bank_account,
  i.particulars,
  i.code,
  i.reference,
  i.renewal_of,
  i.status,
  i.issued_at,
  i.due_on::text AS due_on,
  i.amount_paid_cents,
  i.credited_cents,
  i.paid_at,
  i.voided_at,
  i.void_reason
FROM
  invoices i
WHERE
  i.number = $1;

-- InvoicesRepository.findOpenForTier
-- $1: string, $2: string
SELECT
  i.id,
  i.number,
  i.user_id,
  i.username,
  i.recipient_name,
  i.recipient_email,
  i.supplier_name,
  i.supplier_gst_number,
  i.tier,
  i.period_days,
  i.description,
  i.total_cents,
  i.gst_cents,
  i.payment_provider,
  i.bank_account,
  i.particulars,
  i.code,
  i.reference,
  i.renewal_of,
  i.status,
  i.issued_at,
  i.due_on::text AS due_on,
  i.amount_paid_cents,
  i.credited_cents,
  i.paid_at,
  i.voided_at,
  i.void_reason
FROM
  invoices i
WHERE
  i.user_id = $1
  AND i.tier = $2
  AND i.status IN ('unpaid', 'overdue')
ORDER BY
  i.issued_at DESC
LIMIT
  1;

-- InvoicesRepository.findRenewal
-- $1: string, $2: Date
SELECT
  i.id,
  i.number,
  i.user_id,
  i.username,
  i.recipient_name,
  i.recipient_email,
  i.supplier_name,
  i.supplier_gst_number,
  i.tier,
  i.period_days,
  i.description,
  i.total_cents,
  i.gst_cents,
  i.payment_provider,
  i.bank_account,
  i.particulars,
  i.code,
  i.reference,
  i.renewal_of,
  i.status,
  i.issued_at,
  i.due_on::text AS due_on,
  i.amount_paid_cents,
  i.credited_cents,
  i.paid_at,
  i.voided_at,
  i.void_reason
FROM
  invoices i
WHERE
  i.user_id = $1
  AND i.renewal_of = $2;

-- InvoicesRepository.findForOwner
-- $1: string
SELECT
  i.id,
  i.number,
  i.user_id,
  i.username,
  i.recipient_name,
  i.recipient_email,
  i.supplier_name,
  i.supplier_gst_number,
  i.tier,
  i.period_days,
  i.description,
  i.total_cents,
  i.gst_cents,
  i.payment_provider,
  i.bank_account,
  i.particulars,
  i.code,
  i.reference,
  i.renewal_of,
  i.status,
  i.issued_at,
  i.due_on::text AS due_on,
  i.amount_paid_cents,
  i.credited_cents,
  i.paid_at,
  i.voided_at,
  i.void_reason
FROM
  invoices i
WHERE
  i.user_id = $1
ORDER BY
  i.issued_at DESC,
  i.number DESC;

-- InvoicesRepository.findPage (every filter)
-- $1: string[], $2: string, $3: string, $4: string, $5: number, $6: number
SELECT
  i.id,
  i.number,
  i.user_id,
  i.username,
  i.recipient_name,
  i.recipient_email,
  i.supplier_name,
  i.supplier_gst_number,
  i.tier,
  i.period_days,
  i.description,
  i.total_cents,
  i.gst_cents,
  i.payment_provider,
  i.bank_account,
  i.particulars,
  i.code,
  i.reference,
  i.renewal_of,
  i.status,
  i.issued_at,
  i.due_on::text AS due_on,
  i.amount_paid_cents,
  i.credited_cents,
  i.paid_at,
  i.voided_at,
  i.void_reason
FROM
  invoices i
WHERE
  i.id = ANY ($1::uuid[])
  AND i.status = $2
  AND i.user_id = $3
  AND (
    i.number ILIKE $4
    OR i.reference ILIKE $4
    OR i.username ILIKE $4
    OR i.recipient_name ILIKE $4
    OR i.recipient_email ILIKE $4
  )
ORDER BY
  lower(i.recipient_name) ASC,
  i.number ASC
OFFSET
  $5
LIMIT
  $6;

-- $1: string[], $2: string, $3: string, $4: string
SELECT
  count(*)::int AS total
FROM
  invoices i
WHERE
  i.id = ANY ($1::uuid[])
  AND i.status = $2
  AND i.user_id = $3
  AND (
    i.number ILIKE $4
    OR i.reference ILIKE $4
    OR i.username ILIKE $4
    OR i.recipient_name ILIKE $4
    OR i.recipient_email ILIKE $4
  );

-- InvoicesRepository.findPage (no filter)
-- $1: number, $2: number
SELECT
  i.id,
  i.number,
  i.user_id,
  i.username,
  i.recipient_name,
  i.recipient_email,
  i.supplier_name,
  i.supplier_gst_number,
  i.tier,
  i.period_days,
  i.description,
  i.total_cents,
  i.gst_cents,
  i.payment_provider,
  i.bank_account,
  i.particulars,
  i.code,
  i.reference,
  i.renewal_of,
  i.status,
  i.issued_at,
  i.due_on::text AS due_on,
  i.amount_paid_cents,
  i.credited_cents,
  i.paid_at,
  i.voided_at,
  i.void_reason
FROM
  invoices i
ORDER BY
  i.issued_at DESC,
  i.number DESC
OFFSET
  $1
LIMIT
  $2;

SELECT
  count(*)::int AS total
FROM
  invoices i;

-- InvoicesRepository.setPaidAmount
-- $1: string, $2: number, $3: string, $4: Date
UPDATE invoices
SET
  amount_paid_cents = $2,
  status = $3,
  paid_at = $4
WHERE
  id = $1;

-- InvoicesRepository.setCredited
-- $1: string, $2: number
UPDATE invoices
SET
  credited_cents = $2,
  status = 'credited'
WHERE
  id = $1;

-- InvoicesRepository.markVoid
-- $1: string, $2: string, $3: Date
UPDATE invoices
SET
  status = 'void',
  voided_at = $3,
  void_reason = $2
WHERE
  id = $1;

-- InvoicesRepository.markOverdue
-- $1: string
UPDATE invoices
SET
  status = 'overdue'
WHERE
  status = 'unpaid'
  AND due_on < $1::date;

-- InvoicesRepository.voidDueOnOrBefore
-- $1: string, $2: string, $3: Date
UPDATE invoices
SET
  status = 'void',
  voided_at = $3,
  void_reason = $2
WHERE
  id IN (
    SELECT
      id
    FROM
      invoices
    WHERE
      status IN ('unpaid', 'overdue')
      AND due_on <= $1::date
    FOR UPDATE
  );

-- InvoicesRepository.insertPayment
-- $1: string, $2: number, $3: string, $4: string, $5: string, $6: string, $7: string
INSERT INTO
  payments (
    invoice_id,
    amount_cents,
    received_on,
    method,
    note,
    statement_line_id,
    recorded_by
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7)
RETURNING
  id;

-- InvoicesRepository.paymentsOf
-- $1: string[]
SELECT
  p.id,
  p.invoice_id,
  p.amount_cents,
  p.received_on::text AS received_on,
  p.method,
  p.note,
  p.statement_line_id,
  u.email AS recorded_by_email,
  p.created_at
FROM
  payments p
  LEFT JOIN users u ON u.id = p.recorded_by
WHERE
  p.invoice_id = ANY ($1::uuid[])
ORDER BY
  p.received_on,
  p.created_at;

-- InvoicesRepository.insertCreditNote
-- $1: string, $2: string, $3: number, $4: number, $5: string, $6: string
INSERT INTO
  credit_notes (
    number,
    invoice_id,
    amount_cents,
    gst_cents,
    reason,
    issued_by
  )
VALUES
  ($1, $2, $3, $4, $5, $6)
RETURNING
  id,
  number,
  invoice_id,
  amount_cents,
  gst_cents,
  reason,
  issued_at,
  NULL::text AS issued_by_email;

-- InvoicesRepository.findCreditNoteById
-- $1: string
SELECT
  c.id,
  c.number,
  c.invoice_id,
  c.amount_cents,
  c.gst_cents,
  c.reason,
  c.issued_at,
  NULL::text AS issued_by_email
FROM
  credit_notes c
WHERE
  c.id = $1;

-- InvoicesRepository.creditNotesOf
-- $1: string[]
SELECT
  c.id,
  c.number,
  c.invoice_id,
  c.amount_cents,
  c.gst_cents,
  c.reason,
  c.issued_at,
  u.email AS issued_by_email
FROM
  credit_notes c
  LEFT JOIN users u ON u.id = c.issued_by
WHERE
  c.invoice_id = ANY ($1::uuid[])
ORDER BY
  c.issued_at;

-- InvoicesRepository.countOpen
SELECT
  count(*)::int AS n
FROM
  invoices
WHERE
  status IN ('unpaid', 'overdue');
