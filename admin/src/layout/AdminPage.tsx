import { AuthMessages } from 'contract';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useAdminPermissions } from '../use-admin-permissions';

/** A back-office page of its own (not a resource list): the app bar's title and the page's one heading. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Superadmins' content; others see why not (the server refuses them too). */
export function SuperadminOnly({ children }: { children: ReactNode }) {
  const { isSuperadmin, isPending } = useAdminPermissions();
  if (isPending) return <CircularProgress aria-label="Loading" />;
  return isSuperadmin ? <>{children}</> : <Alert severity="warning">{AuthMessages.noPermission}</Alert>;
}
