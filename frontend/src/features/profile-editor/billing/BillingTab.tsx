import { formatCents, Invoice, nzLongDate, OwnerProfile, PAID_TIERS, TIER_LABELS, type PaidTier } from 'contract';
import { Link } from 'react-router-dom';
import { PaymentInstructions } from '../../../components/PaymentInstructions';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { useRetry } from '../../../lib/react-query';
import { useChoosePlan } from '../api/choose-plan';
import { invoicesQuery, useInvoices } from '../api/get-invoices';
import { expiryText, planLabel } from '../plan';

const STATUS_LABELS: Record<Invoice['status'], string> = { unpaid: 'Unpaid', overdue: 'Overdue', paid: 'Paid', void: 'Void', credited: 'Credited' };
const isOpen = (invoice: Invoice) => invoice.status === 'unpaid' || invoice.status === 'overdue';

const BILLING_MESSAGES = {
  loadFailed: 'Failed to load your invoices. Please try again.',
  chooseFailed: 'Failed to create the invoice. Please try again.',
} as const;

function StatusBadge({ status }: { status: Invoice['status'] }) {
  return <span className={`invoice-status invoice-status--${status}`}>{STATUS_LABELS[status]}</span>;
}

/** What to pay for one open invoice: its summary, how to pay, and its PDF. */
function OpenInvoice({ invoice }: { invoice: Invoice }) {
  return (
    <article className="card billing-invoice" aria-labelledby={`invoice-${invoice.id}`}>
      <header className="billing-invoice__head">
        <h4 id={`invoice-${invoice.id}`}>Invoice {invoice.number}</h4>
        <StatusBadge status={invoice.status} />
      </header>
      <p>
        {invoice.description} · Total {formatCents(invoice.total_cents)} including GST of {formatCents(invoice.gst_cents)} · Due {nzLongDate(invoice.due_on)}
      </p>
      {invoice.amount_paid_cents > 0 && (
        <p>
          Received {formatCents(invoice.amount_paid_cents)}; <strong>{formatCents(invoice.balance_due_cents)} still to pay</strong>.
        </p>
      )}
      <PaymentInstructions invoice={invoice} />
      <a href={invoice.pdf_url} target="_blank" rel="noreferrer">
        Download PDF
      </a>
    </article>
  );
}

/** Buttons to renew the current plan early or move up, each sending an invoice. */
function PlanChoices({ profile, invoices }: { profile: OwnerProfile; invoices: Invoice[] }) {
  const choose = useChoosePlan();
  const tier = profile.subscription_tier || 'free';
  const awaiting = (t: string) => invoices.some((invoice) => isOpen(invoice) && invoice.tier === t);
  const choices = (tier === 'premium' ? ['premium'] : [...PAID_TIERS]) as PaidTier[];
  const label = (choice: PaidTier) => `${choice === tier ? 'Renew' : 'Upgrade to'} ${TIER_LABELS[choice]}`;
  return (
    <>
      <div className="billing-plan__actions">
        {choices
          .filter((choice) => !awaiting(choice))
          .map((choice) => (
            <button key={choice} type="button" className="btn btn-primary" disabled={choose.isPending} onClick={() => choose.mutate(choice)}>
              {choose.isPending && choose.variables === choice ? 'Creating invoice...' : label(choice)}
            </button>
          ))}
        <Link to="/pricing" className="btn btn-outline">
          Compare plans
        </Link>
      </div>
      <div aria-live="polite">
        {choose.isSuccess && <p className="alert alert-success">{choose.data.message}</p>}
        {choose.isError && (
          <p className="alert alert-error" role="alert">
            {errorMessage(choose.error, BILLING_MESSAGES.chooseFailed)}
          </p>
        )}
      </div>
    </>
  );
}

/** The editor's billing tab: the plan and its end, invoices to pay with how to pay them, and past invoices. */
export function BillingTab({ profile }: { profile: OwnerProfile }) {
  const { data: invoices, isPending, isError, error } = useInvoices();
  const retry = useRetry(invoicesQuery.queryKey);
  const expiry = expiryText(profile);
  const open = invoices?.filter(isOpen) ?? [];
  const past = invoices?.filter((invoice) => !isOpen(invoice)) ?? [];

  return (
    <>
      <section className="editor-section" aria-labelledby="billing-plan-title">
        <h3 id="billing-plan-title">Your plan</h3>
        <p className="editor-plan-line">
          <strong>{planLabel(profile.subscription_tier)}</strong>
          {expiry && <span className="form-hint"> · {expiry}</span>}
        </p>
        <p className="form-hint">Plans do not renew automatically: seven days before yours ends we email you an invoice for the next 30 days.</p>
        {invoices && <PlanChoices profile={profile} invoices={invoices} />}
      </section>

      {isPending && <Spinner />}
      {isError && (
        <div className="alert alert-error" role="alert">
          <p>{errorMessage(error, BILLING_MESSAGES.loadFailed)}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void retry()}>
            Retry
          </button>
        </div>
      )}

      {invoices && (
        <section className="editor-section" aria-labelledby="billing-open-title">
          <h3 id="billing-open-title">Invoices to pay</h3>
          {open.length === 0 ? <p>Nothing to pay.</p> : open.map((invoice) => <OpenInvoice key={invoice.id} invoice={invoice} />)}
        </section>
      )}

      {invoices && past.length > 0 && (
        <section className="editor-section" aria-labelledby="billing-past-title">
          <h3 id="billing-past-title">Past invoices</h3>
          <ul className="billing-past">
            {past.map((invoice) => (
              <li key={invoice.id} className="billing-past__item">
                <span className="billing-past__number">{invoice.number}</span>
                <span>
                  {nzLongDate(new Date(invoice.issued_at))} · {invoice.plan_name} · {formatCents(invoice.total_cents)}
                </span>
                <StatusBadge status={invoice.status} />
                <a href={invoice.pdf_url} target="_blank" rel="noreferrer" aria-label={`Download ${invoice.number} (PDF)`}>
                  Download PDF
                </a>
                {invoice.credit_notes.length > 0 && (
                  <ul className="billing-credits" aria-label={`Credit notes for ${invoice.number}`}>
                    {invoice.credit_notes.map((note) => (
                      <li key={note.id}>
                        Credit note {note.number} · {nzLongDate(new Date(note.issued_at))} · -{formatCents(note.amount_cents)}{' '}
                        <a href={note.pdf_url} target="_blank" rel="noreferrer" aria-label={`Download ${note.number} (PDF)`}>
                          Download PDF
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
