import { Datagrid, DateInput, FilterButton, FunctionField, List, NumberField, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { PAID_TIERS, TIER_LABELS, tierLabel, type AdminSubscription, type SubscriptionSource, type SubscriptionStatus } from 'contract';
import { Box, Chip, Typography } from '@mui/material';
import { useAdminPermissions } from '../../use-admin-permissions';
import { ComplimentaryPlanButton } from './ComplimentaryPlanButton';
import { MonthlyTotals } from './MonthlyTotals';
import { formatDate } from '../../display';

const STATUS_LABEL: Record<SubscriptionStatus, string> = { active: 'Active', expired: 'Expired', replaced: 'Replaced', credited: 'Credited' };
const SOURCE_LABEL: Record<SubscriptionSource, string> = { upgrade: 'Free upgrade', invoice: 'Paid invoice', complimentary: 'Complimentary' };

function Actions() {
  const { isSuperadmin } = useAdminPermissions();
  return (
    <TopToolbar>
      <FilterButton />
      {isSuperadmin && <ComplimentaryPlanButton />}
    </TopToolbar>
  );
}

const filters = [
  <SearchInput key="q" source="q" placeholder="Search email or username" alwaysOn />,
  <SelectInput key="tier" source="tier" label="Tier" alwaysOn choices={PAID_TIERS.map((tier) => ({ id: tier, name: TIER_LABELS[tier] }))} />,
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

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">No subscriptions</Typography>
    </Box>
  );
}

/** /admin/subscriptions: every subscription record with filters and monthly totals. */
export function SubscriptionList() {
  return (
    <List title="Subscriptions" filters={filters} sort={{ field: 'starts_at', order: 'DESC' }} perPage={25} exporter={false} actions={<Actions />} empty={false}>
      <MonthlyTotals />
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <FunctionField<AdminSubscription> label="User" sortBy="email" render={(row) => (row.username ? `${row.username} (${row.email})` : row.email)} />
        <FunctionField<AdminSubscription> label="Tier" sortBy="tier" render={(row) => tierLabel(row.tier)} />
        <NumberField source="price" label="Price" options={{ style: 'currency', currency: 'NZD' }} />
        <FunctionField<AdminSubscription>
          label="Status"
          sortBy="status"
          render={(row) => <Chip size="small" color={row.status === 'active' ? 'success' : 'default'} label={STATUS_LABEL[row.status] ?? row.status} />}
        />
        <FunctionField<AdminSubscription> label="From" render={(row) => SOURCE_LABEL[row.source] ?? row.source} />
        <FunctionField<AdminSubscription> label="Start" sortBy="starts_at" render={(row) => formatDate(row.starts_at)} />
        <FunctionField<AdminSubscription> label="Expiry" sortBy="expires_at" render={(row) => formatDate(row.expires_at)} />
      </Datagrid>
    </List>
  );
}
