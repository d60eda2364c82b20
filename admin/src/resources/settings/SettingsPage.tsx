import { AdminPage, SuperadminOnly } from '../../layout/AdminPage';
import { AdminsSection } from './AdminsSection';
import { AuditLogSection } from './AuditLogSection';
import { BillingSettingsSection } from './BillingSettingsSection';

/** /admin/settings: admin management, billing settings and the audit log, superadmins only (the server refuses everyone else). */
export function SettingsPage() {
  return (
    <AdminPage title="Settings">
      <SuperadminOnly>
        <AdminsSection />
        <BillingSettingsSection />
        <AuditLogSection />
      </SuperadminOnly>
    </AdminPage>
  );
}
