import { useAuth } from '../../../lib/auth-context';
import { DeleteSection } from './DeleteSection';
import { PasswordSection } from './PasswordSection';
import { PlanSection } from './PlanSection';
import { StatusSection } from './StatusSection';
import { VerificationSection } from './VerificationSection';

export function AccountTab() {
  const { user, profile } = useAuth();
  if (!user) return <p>Please sign in to manage your account.</p>;
  return (
    <>
      <section className="editor-section" aria-labelledby="email-title">
        <h3 id="email-title">Email</h3>
        <p className="editor-email">{user.email}</p>
      </section>
      <PasswordSection />
      {profile && (
        <>
          <PlanSection profile={profile} />
          <VerificationSection profile={profile} />
          <StatusSection profile={profile} />
          <DeleteSection />
        </>
      )}
    </>
  );
}
