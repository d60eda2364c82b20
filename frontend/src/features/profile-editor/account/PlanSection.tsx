import type { OwnerProfile } from 'contract';
import { Link } from 'react-router-dom';
import { expiryText, planLabel } from '../plan';

export function PlanSection({ profile }: { profile: OwnerProfile }) {
  const expiry = expiryText(profile);
  return (
    <section className="editor-section" aria-labelledby="plan-title">
      <h3 id="plan-title">Subscription Plan</h3>
      <p className="editor-plan-line">
        <strong>{planLabel(profile.subscription_tier)}</strong>
        {expiry && <span className="form-hint"> · {expiry}</span>}
      </p>
      <Link to="/pricing" className="btn btn-outline">
        Upgrade Plan
      </Link>
    </section>
  );
}
