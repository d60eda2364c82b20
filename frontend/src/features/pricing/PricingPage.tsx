import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/auth-context';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { upgradeSubscription } from './api';
import { actionFor, Plan, PLANS, UPGRADE_MESSAGES } from './plans';
import './pricing.css';

const FAQ = [
  { q: 'Can I change my plan later?', a: 'Yes. Upgrades take effect straight away. Downgrades take effect at the end of your current billing cycle.' },
  { q: 'What payment methods do you accept?', a: 'We accept all major credit cards.' },
  { q: 'How long does verification take?', a: 'On paid plans, verification is approved within 24-48 hours of submitting your documents.' },
  { q: 'Do I need Premium to be featured?', a: 'Yes. Featured listings, all profile fields and advanced analytics are part of the Premium plan.' },
  { q: 'What currency are the prices in?', a: 'All prices are in New Zealand dollars and include GST. Plans are not recharged automatically and payments are not refundable.' },
];

type Notice = { kind: 'success' | 'error'; text: string } | null;

export default function PricingPage() {
  const { profile, setProfile } = useAuth();
  const [busyTier, setBusyTier] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  useDocumentMeta('Pricing', 'Free, Basic and Premium plans for advertisers: photos, featured listings and verification. Prices in New Zealand dollars including GST.');

  async function upgrade(plan: Plan) {
    if (busyTier || plan.tier === 'free') return;
    setBusyTier(plan.tier);
    setNotice(null);
    try {
      const result = await upgradeSubscription(plan.tier);
      setProfile(result.profile); // the plan box and badges change at once
      setNotice({ kind: 'success', text: result.message || UPGRADE_MESSAGES.success(plan.name) });
    } catch {
      setNotice({ kind: 'error', text: UPGRADE_MESSAGES.failed });
    } finally {
      setBusyTier(null);
    }
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
      <button type="button" className="btn btn-block btn-primary" onClick={() => upgrade(plan)} disabled={busyTier !== null}>
        {busyTier === plan.tier ? 'Upgrading...' : `Upgrade to ${plan.name}`}
      </button>
    );
  }

  return (
    <div className="page pricing-page">
      <div className="container">
        <header className="pricing-header">
          <h1 className="page-title">Choose Your Plan</h1>
          <p>Boost your visibility with a plan that suits you. Prices in NZD including GST.</p>
        </header>
        {notice?.kind === 'error' && (
          <p className="alert alert-error" role="alert">
            {notice.text}
          </p>
        )}
        <div aria-live="polite">{notice?.kind === 'success' && <p className="alert alert-success">{notice.text}</p>}</div>
        <ul className="pricing-cards">
          {PLANS.map((plan) => (
            <li key={plan.tier} className={`card pricing-card${plan.highlighted ? ' is-highlighted' : ''}`}>
              {plan.highlighted && <span className="badge badge-vip pricing-card__flag">Most popular</span>}
              <h2 id={`plan-${plan.tier}`}>{plan.name}</h2>
              <p className="pricing-card__price">
                <span className="pricing-card__amount">{plan.price}</span>/month
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
