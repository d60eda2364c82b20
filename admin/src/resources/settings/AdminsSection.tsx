import type { AdminAccount } from 'contract';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Confirm, Datagrid, DeleteWithConfirmButton, FunctionField, ListBase, Pagination, TextField, useGetIdentity, useNotify, useRefresh, useUpdate } from 'react-admin';
import { Button, Card, CardContent, Stack, Switch, Typography } from '@mui/material';
import { errorMessage } from '../../error-message';
import { apiCall } from '../../http-client';
import { AddAdminForm } from './AddAdminForm';
import { formatDate } from '../../display';

function FlagSwitch({ row, flag, label }: { row: AdminAccount; flag: 'can_verify_profiles' | 'is_superadmin'; label: string }) {
  const [update, { isPending }] = useUpdate<AdminAccount>();
  const notify = useNotify();
  return (
    <Switch
      checked={row[flag]}
      disabled={isPending}
      slotProps={{ input: { 'aria-label': `${label} ${row.email}` } }}
      onChange={(event) =>
        update(
          'admins',
          { id: row.id, data: { ...row, [flag]: event.target.checked }, previousData: row },
          { onError: (failure) => notify(errorMessage(failure, 'Failed to update admin'), { type: 'error' }) },
        )
      }
    />
  );
}

/**
 * A superadmin resets another admin's two-factor sign-in (a lost phone); that admin's sessions end and they
 * set it up again at their next sign-in. Audited by the server.
 */
function ResetTwoFactorButton({ row }: { row: AdminAccount }) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const reset = useMutation({
    mutationFn: () => apiCall<{ message: string }>(`/admin/admins/${row.id}/reset-two-factor`, { method: 'POST' }),
    onSuccess: ({ message }) => {
      notify(message, { type: 'success' });
      refresh();
    },
    onError: (failure) => notify(errorMessage(failure, 'Failed to reset two-factor sign-in'), { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Reset two-factor sign-in of ${row.email}`} sx={{ minWidth: 0 }}>
        Reset
      </Button>
      <Confirm
        isOpen={open}
        loading={reset.isPending}
        title="Reset two-factor sign-in"
        content={`Reset two-factor sign-in for ${row.email}? They are signed out everywhere and set it up again, with a new QR code, at their next sign-in.`}
        confirm="Reset"
        onConfirm={() => reset.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Superadmins list, add and remove admins, set their two flags and reset their two-factor sign-in. */
export function AdminsSection() {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Admins
        </Typography>
        <ListBase resource="admins" sort={{ field: 'created_at', order: 'ASC' }} perPage={50} disableSyncWithLocation>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="email" label="Email" />
            <FunctionField<AdminAccount> label="Can verify profiles" render={(row) => <FlagSwitch row={row} flag="can_verify_profiles" label="Can verify profiles" />} />
            <FunctionField<AdminAccount> label="Superadmin" render={(row) => <FlagSwitch row={row} flag="is_superadmin" label="Superadmin" />} />
            <FunctionField<AdminAccount>
              label="Two-factor"
              render={(row) => (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
                  <span>{row.two_factor_enabled ? 'On' : 'Not set up yet'}</span>
                  {row.two_factor_enabled && row.user_id !== identity?.id && <ResetTwoFactorButton row={row} />}
                </Stack>
              )}
            />
            <FunctionField<AdminAccount> label="Added" sortBy="created_at" render={(row) => formatDate(row.created_at)} />
            <FunctionField<AdminAccount>
              label="Actions"
              render={(row) => (
                <DeleteWithConfirmButton
                  label="Remove"
                  mutationMode="pessimistic"
                  confirmTitle="Remove admin"
                  confirmContent={`Remove admin access for ${row.email}? The account itself is kept.`}
                  redirect={false}
                />
              )}
            />
          </Datagrid>
          <Pagination rowsPerPageOptions={[]} />
        </ListBase>
        <AddAdminForm />
      </CardContent>
    </Card>
  );
}
