import { formatCents } from 'contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PaymentInstructions } from '../../components/PaymentInstructions';
import { useAuth } from '../../lib/auth-context';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { usePlanPrices } from './api/get-plan-prices';
import { useUpgradeSubscription } from './api/upgrade-subscription';
import { actionFor, Plan, PLANS, UPGRADE_MESSAGES } from './plans';
import './pricing.css';

// Plans are paid by internet banking against a tax invoice, never by card, and never recharged.
const FAQ = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. Upgrades take effect as soon as the invoice for them is paid. Downgrades take effect at the end of your current billing cycle: plans are not renewed automatically.',
  },
  {
    q: 'What payment methods do you accept?',
    a: 'Internet banking. Choosing a plan sends you a tax invoice with our bank account and the reference to use; your plan starts when the payment arrives. We do not take credit cards.',
  },
  {
    q: 'What happens when my plan ends?',
    a: 'Seven days before the end we email you an invoice for the next 30 days. Pay it to carry on; if you renew early, the new days are added after the ones you have.',
  },
  { q: 'How long does verification take?', a: 'On paid plans, verification is approved within 24-48 hours of submitting your documents.' },
  { q: 'Do I need Premium to be featured?', a: 'Yes. Featured listings, all profile fields and advanced analytics are part of the Premium plan.' },
  { q: 'What currency are the prices in?', a: 'All prices are in New Zealand dollars and include GST. Plans are not recharged automatically and payments are not refundable.' },
];

export default function PricingPage() {
  const { profile } = useAuth();
  const upgrade = useUpgradeSubscription();
  const { data: prices } = usePlanPrices();
  const invoiceRef = useRef<HTMLElement>(null);
  useSitePageMeta('pricing');

  const priceOf = (plan: Plan) => {
    const current = prices?.find((price) => price.tier === plan.tier);
    return current ? formatCents(current.price_cents) : plan.price;
  };

  function choose(plan: Plan) {
    if (upgrade.isPending || plan.tier === 'free') return;
    upgrade.mutate(plan.tier);
  }

  function button(plan: Plan) {
    if (!profile) {
      return (
        <Link to="/signup" className={`btn btn-block ${plan.highlighted ? 'btn-primary' : 'btn-outline'}`}>
          {plan.tier === 'free' ? 'Get Started' : `Choose ${plan.name}`}
        </Link>
      );
    }
    const action = actionFor(profile.subscription_tier, plan.tier);
    if (action === 'current') {
      return (
        <button type="button" className="btn btn-block btn-outline" disabled>
          Current Plan
        </button>
      );
    }
    if (action === 'downgrade') {
      return (
        <button type="button" className="btn btn-block btn-outline" disabled>
          Downgrade
        </button>
      );
    }
    return (
      <button type="button" className="btn btn-block btn-primary" onClick={() => choose(plan)} disabled={upgrade.isPending}>
        {upgrade.isPending && upgrade.variables === plan.tier ? 'Creating invoice...' : `Upgrade to ${plan.name}`}
      </button>
    );
  }

  const chosen = upgrade.data;
  // The buttons sit below the fold on a phone: bring the invoice into view when it arrives.
  useEffect(() => {
    if (chosen) invoiceRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [chosen]);

  return (
    <div className="page pricing-page">
      <div className="container">
        <header className="pricing-header">
          <h1 className="page-title">Choose Your Plan</h1>
          <p>Boost your visibility with a plan that suits you. Prices in NZD including GST.</p>
        </header>
        {upgrade.isError && (
          <p className="alert alert-error" role="alert">
            {UPGRADE_MESSAGES.failed}
          </p>
        )}
        <div aria-live="polite">
          {chosen && (
            <section ref={invoiceRef} className="card pricing-invoice" aria-labelledby="pricing-invoice-title">
              <p className="alert alert-success">{chosen.message}</p>
              <h2 id="pricing-invoice-title">
                Invoice {chosen.invoice.number}: {chosen.invoice.description}
              </h2>
              <p>
                Total {formatCents(chosen.invoice.total_cents)} including GST of {formatCents(chosen.invoice.gst_cents)}.
              </p>
              <PaymentInstructions invoice={chosen.invoice} />
              <p className="pricing-invoice__links">
                <a href={chosen.invoice.pdf_url} target="_blank" rel="noreferrer">
                  Download the invoice (PDF)
                </a>
                <Link to="/profile?tab=billing">See all your invoices</Link>
              </p>
            </section>
          )}
        </div>
        <ul className="pricing-cards">
          {PLANS.map((plan) => (
            <li key={plan.tier} className={`card pricing-card${plan.highlighted ? ' is-highlighted' : ''}`}>
              {plan.highlighted && <span className="badge badge-vip pricing-card__flag">Most popular</span>}
              <h2 id={`plan-${plan.tier}`}>{plan.name}</h2>
              <p className="pricing-card__price">
                <span className="pricing-card__amount">{priceOf(plan)}</span>/month
              </p>
              <p className="pricing-card__tagline">{plan.tagline}</p>
              <ul className="pricing-card__features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {button(plan)}
            </li>
          ))}
        </ul>
        <section className="pricing-faq" aria-labelledby="faq-title">
          <h2 id="faq-title">Frequently Asked Questions</h2>
          {FAQ.map(({ q, a }) => (
            <details key={q}>
              <summary>{q}</summary>
              <p>{a}</p>
            </details>
          ))}
        </section>
      </div>
    </div>
  );
}
