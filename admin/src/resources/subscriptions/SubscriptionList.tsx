import { Datagrid, DateField, DateInput, FunctionField, List, NumberField, SearchInput, SelectInput } from 'react-admin';
import { Chip } from '@mui/material';
import { tierLabel } from '../../display';
import { MonthlyTotals } from './MonthlyTotals';

interface SubscriptionRecord {
  id: string;
  email: string;
  username: string | null;
  tier: 'basic' | 'premium';
  status: 'active' | 'expired' | 'replaced';
}

const STATUS_LABEL = { active: 'Active', expired: 'Expired', replaced: 'Replaced' } as const;

const filters = [
  <SearchInput key="q" source="q" placeholder="Search email or username" alwaysOn />,
  <SelectInput key="tier" source="tier" label="Tier" alwaysOn choices={[{ id: 'basic', name: 'Basic' }, { id: 'premium', name: 'Premium' }]} />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={Object.entries(STATUS_LABEL).map(([id, name]) => ({ id, name }))}
  />,
  <DateInput key="from" source="starts_at_gte" label="Started from" />,
  <DateInput key="to" source="starts_at_lte" label="Started until" />,
];

/** /admin/subscriptions: every subscription record with filters and monthly totals. */
export function SubscriptionList() {
  return (
    <List title="Subscriptions" filters={filters} sort={{ field: 'starts_at', order: 'DESC' }} perPage={25} exporter={false}>
      <MonthlyTotals />
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<SubscriptionRecord> label="User" sortBy="email" render={(row) => (row.username ? `${row.username} (${row.email})` : row.email)} />
        <FunctionField<SubscriptionRecord> label="Tier" sortBy="tier" render={(row) => tierLabel(row.tier)} />
        <NumberField source="price" label="Price" options={{ style: 'currency', currency: 'NZD' }} />
        <FunctionField<SubscriptionRecord>
          label="Status"
          sortBy="status"
          render={(row) => <Chip size="small" color={row.status === 'active' ? 'success' : 'default'} label={STATUS_LABEL[row.status] ?? row.status} />}
        />
        <DateField source="starts_at" label="Start" />
        <DateField source="expires_at" label="Expiry" />
      </Datagrid>
    </List>
  );
}
