import { Datagrid, DateField, DeleteWithConfirmButton, FunctionField, ListBase, Pagination, TextField, useNotify, useUpdate } from 'react-admin';
import { Card, CardContent, Switch, Typography } from '@mui/material';
import { errorMessage } from '../../error-message';
import { AddAdminForm } from './AddAdminForm';

interface AdminRow {
  id: string;
  email: string;
  can_verify_profiles: boolean;
  is_superadmin: boolean;
}

function FlagSwitch({ row, flag, label }: { row: AdminRow; flag: 'can_verify_profiles' | 'is_superadmin'; label: string }) {
  const [update, { isPending }] = useUpdate<AdminRow>();
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

/** Superadmins list, add and remove admins and set their two flags. */
export function AdminsSection() {
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Admins
        </Typography>
        <ListBase resource="admins" sort={{ field: 'created_at', order: 'ASC' }} perPage={50} disableSyncWithLocation>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="email" label="Email" />
            <FunctionField<AdminRow> label="Can verify profiles" render={(row) => <FlagSwitch row={row} flag="can_verify_profiles" label="Can verify profiles" />} />
            <FunctionField<AdminRow> label="Superadmin" render={(row) => <FlagSwitch row={row} flag="is_superadmin" label="Superadmin" />} />
            <DateField source="created_at" label="Added" />
            <FunctionField<AdminRow>
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
