import { TIER_LABELS } from 'contract';
import { IsInt, IsString } from 'class-validator';
import { BILLING_MESSAGES } from '../billing.messages';

/** PUT /api/admin/billing-settings: the whole settings record (react-admin sends every field). */
export class UpdateBillingSettingsDto {
  @IsString({ message: BILLING_MESSAGES.tradingNameRequired })
  trading_name: string;

  @IsString({ message: BILLING_MESSAGES.gstNumberInvalid })
  gst_number: string;

  @IsString({ message: BILLING_MESSAGES.bankAccountFormat })
  bank_account: string;

  @IsInt({ message: BILLING_MESSAGES.dueDaysInvalid })
  invoice_due_days: number;

  @IsInt({ message: BILLING_MESSAGES.priceInvalid(TIER_LABELS.basic) })
  basic_price_cents: number;

  @IsInt({ message: BILLING_MESSAGES.priceInvalid(TIER_LABELS.premium) })
  premium_price_cents: number;
}
