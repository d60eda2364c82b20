import { TIER_LABELS } from 'contract';
import { IsInt, IsString } from 'class-validator';
import { BillingMessages } from '../billing.messages';

/** PUT /api/admin/billing-settings: the whole settings record (react-admin sends every field). */
export class UpdateBillingSettingsDto {
  @IsString({ message: BillingMessages.tradingNameRequired })
  trading_name: string;

  @IsString({ message: BillingMessages.gstNumberInvalid })
  gst_number: string;

  @IsString({ message: BillingMessages.bankAccountFormat })
  bank_account: string;

  @IsInt({ message: BillingMessages.dueDaysInvalid })
  invoice_due_days: number;

  @IsInt({ message: BillingMessages.priceInvalid(TIER_LABELS.basic) })
  basic_price_cents: number;

  @IsInt({ message: BillingMessages.priceInvalid(TIER_LABELS.premium) })
  premium_price_cents: number;
}
