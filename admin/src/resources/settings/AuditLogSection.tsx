import { Datagrid, FunctionField, ListBase, Pagination, SelectInput, FilterForm, TextField } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { formatDateTime } from '../../display';

interface AuditEntry {
  id: string;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown> | null;
  created_at: string;
}

const ACTIONS = [
  'profile.verify', 'profile.reject', 'profile.pause', 'profile.activate', 'user.password_set', 'report.pause_profile',
  'report.dismiss', 'admin.create', 'admin.update', 'admin.delete', 'thread.reply', 'thread.delete',
  'billing.settings', 'invoice.payment', 'invoice.void', 'invoice.credit_note', 'subscription.complimentary',
  'statement.import', 'statement_line.match', 'statement_line.dismiss', 'moderation.approve', 'moderation.reject', 'moderation.settings', 'rule.create', 'rule.update', 'rule.delete',
];

const filters = [<SelectInput key="action" source="action" label="Action" alwaysOn choices={ACTIONS.map((id) => ({ id, name: id }))} />];

function describe(details: AuditEntry['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

/** Who did what and when, for superadmins. */
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
            <FunctionField<AuditEntry> label="When" sortBy="created_at" render={(entry) => formatDateTime(entry.created_at)} />
            <TextField source="admin_email" label="Admin" sortable={false} />
            <TextField source="action" label="Action" />
            <FunctionField<AuditEntry>
              label="Target"
              sortBy="target_type"
              render={(entry) => (
                <span title={entry.target_id}>
                  {entry.target_type} {entry.target_id.slice(0, 8)}
                </span>
              )}
            />
            <FunctionField<AuditEntry>
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
