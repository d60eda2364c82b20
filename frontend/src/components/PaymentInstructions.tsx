import { formatCents, nzLongDate, type Invoice } from 'contract';
import { useState } from 'react';
import './payment-instructions.css';

/** Copies a value and says so next to the button for a moment (and to screen readers). */
function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()} aria-label={`Copy ${label}`}>
        Copy
      </button>
      <span className="payment-instructions__copied" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}

/** How to pay an invoice by internet banking: the amount, the date, and each field to type, with copy buttons. */
export function PaymentInstructions({ invoice }: { invoice: Invoice }) {
  const { payment } = invoice;
  const amount = invoice.amount_paid_cents > 0 ? invoice.balance_due_cents : invoice.total_cents;
  const rows: Array<[string, string, boolean]> = [
    ['Account name', payment.account_name, false],
    ['Account number', payment.bank_account, true],
    ['Particulars', payment.particulars, false],
    ['Code', payment.code, false],
    ['Reference', payment.reference, true],
  ];
  return (
    <div className="payment-instructions">
      <p>
        Pay <strong>{formatCents(amount)}</strong> by internet banking by <strong>{nzLongDate(invoice.due_on)}</strong>, using these details exactly:
      </p>
      <dl>
        {rows.map(([label, value, copyable]) => (
          <div key={label} className="payment-instructions__row">
            <dt>{label}</dt>
            <dd>
              <span className="payment-instructions__value">{value}</span>
              {copyable && <CopyButton value={value} label={label.toLowerCase()} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="form-hint">Your plan starts as soon as your payment arrives.</p>
    </div>
  );
}
