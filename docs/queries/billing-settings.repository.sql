-- Written by `npm run queries` from backend/src/billing/settings/billing-settings.repository.ts: change the code, then run it again.

-- BillingSettingsRepository.get
SELECT
  trading_name,
  gst_number,
  bank_account,
  invoice_due_days,
  basic_price_cents,
  premium_price_cents,
  updated_at
FROM
  billing_settings;

-- BillingSettingsRepository.update
-- $1: string, $2: string, $3: string, $4: number, $5: number, $6: number, $7: string
UPDATE billing_settings
SET
  trading_name = $1,
  gst_number = $2,
  bank_account = $3,
  invoice_due_days = $4,
  basic_price_cents = $5,
  premium_price_cents = $6,
  updated_at = now(),
  updated_by = $7;
