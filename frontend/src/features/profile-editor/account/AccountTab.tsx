import { useAuth } from '../../../lib/auth-context';
import { DeleteSection } from './DeleteSection';
import { EmailSection } from './EmailSection';
import { MyDataSection } from './MyDataSection';
import { PasswordSection } from './PasswordSection';
import { PlanSection } from './PlanSection';
import { StatusSection } from './StatusSection';
import { TwoFactorSection } from './TwoFactorSection';
import { VerificationSection } from './VerificationSection';

export function AccountTab() {
  const { user, profile } = useAuth();
  if (!user) return <p>Please sign in to manage your account.</p>;
  return (
    <>
      <EmailSection email={user.email} />
      <PasswordSection />
      <TwoFactorSection />
      {profile && (
        <>
          <PlanSection profile={profile} />
          <VerificationSection profile={profile} />
          <StatusSection profile={profile} />
          <MyDataSection />
          <DeleteSection />
        </>
      )}
    </>
  );
}
