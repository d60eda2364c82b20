import type { OwnerProfile } from 'contract';
import { Link } from 'react-router-dom';
import { expiryText, planLabel } from '../plan';

export function PlanBox({ profile }: { profile: OwnerProfile }) {
  const expiry = expiryText(profile);
  return (
    <aside className={`editor-plan editor-plan--${profile.subscription_tier || 'free'}`} aria-label="Your plan">
      <p className="editor-plan__label">{planLabel(profile.subscription_tier)}</p>
      {expiry && <p className="editor-plan__expiry">{expiry}</p>}
      {profile.subscription_tier !== 'premium' && (
        <Link to="/pricing" className="editor-plan__link">
          See plans
        </Link>
      )}
    </aside>
  );
}
