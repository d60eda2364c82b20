import { AuthMessages } from 'contract';
import { Title } from 'react-admin';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useAdminPermissions } from '../../use-admin-permissions';
import { AdminsSection } from './AdminsSection';
import { AuditLogSection } from './AuditLogSection';
import { BillingSettingsSection } from './BillingSettingsSection';

/** /admin/settings: admin management, billing settings and the audit log, superadmins only (the server refuses everyone else). */
export function SettingsPage() {
  const { isSuperadmin, isPending } = useAdminPermissions();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Settings" />
      <Typography variant="h5" component="h1" gutterBottom>
        Settings
      </Typography>
      {isPending ? (
        <CircularProgress aria-label="Loading" />
      ) : isSuperadmin ? (
        <>
          <AdminsSection />
          <BillingSettingsSection />
          <AuditLogSection />
        </>
      ) : (
        <Alert severity="warning">{AuthMessages.noPermission}</Alert>
      )}
    </Box>
  );
}
