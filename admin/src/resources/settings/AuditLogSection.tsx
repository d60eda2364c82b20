import { AUDIT_ACTIONS, type AuditLogView } from 'contract';
import { Datagrid, FunctionField, ListBase, Pagination, SelectInput, FilterForm, TextField } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { formatDateTime } from '../../display';

const filters = [<SelectInput key="action" source="action" label="Action" alwaysOn choices={AUDIT_ACTIONS.map((id) => ({ id, name: id }))} />];

function describe(details: AuditLogView['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

/** Who did what and when, for superadmins; what the system did by itself on takedowns shows as System. */
export function AuditLogSection() {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Audit log
        </Typography>
        <ListBase resource="audit-log" sort={{ field: 'created_at', order: 'DESC' }} perPage={25} disableSyncWithLocation>
          <FilterForm filters={filters} />
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField<AuditLogView> label="When" sortBy="created_at" render={(entry) => formatDateTime(entry.created_at)} />
            <FunctionField<AuditLogView> label="Admin" render={(entry) => entry.admin_email ?? 'System'} />
            <TextField source="action" label="Action" />
            <FunctionField<AuditLogView>
              label="Target"
              sortBy="target_type"
              // The billing settings are one record, so their entries name no target.
              render={(entry) => (
                <span title={entry.target_id ?? undefined}>
                  {entry.target_type} {entry.target_id?.slice(0, 8)}
                </span>
              )}
            />
            <FunctionField<AuditLogView>
              label="Details"
              render={(entry) => (
                <Typography variant="body2" component="span" sx={{ display: 'block', minWidth: 200, maxWidth: 420, wordBreak: 'break-word' }}>
                  {describe(entry.details)}
                </Typography>
              )}
            />
          </Datagrid>
          <Pagination rowsPerPageOptions={[]} />
        </ListBase>
      </CardContent>
    </Card>
  );
}
