import type { AdvertisingRuleView } from 'contract';
import { Datagrid, DeleteButton, FunctionField, List, TextField } from 'react-admin';
import { Chip, Typography } from '@mui/material';
import { useAdminPermissions } from '../../use-admin-permissions';
import { AddRuleForm } from './AddRuleForm';

/**
 * /admin/advertising-rules: the phrases checked on every sign-up and profile save. Matching ignores case,
 * spacing and punctuation but only takes whole words. Superadmins add and remove rules.
 */
export function AdvertisingRuleList() {
  const { isSuperadmin } = useAdminPermissions();
  return (
    <List title="Advertising rules" pagination={false} exporter={false} empty={false} actions={false}>
      {isSuperadmin && <AddRuleForm />}
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label="Rule" sortable={false} />
        <FunctionField<AdvertisingRuleView>
          label="Action"
          render={(rule) => <Chip size="small" color={rule.action === 'block' ? 'error' : 'warning'} label={rule.action === 'block' ? 'Blocks the save' : 'Sent to moderation'} />}
        />
        <FunctionField<AdvertisingRuleView>
          label="Phrases"
          render={(rule) => (
            <Typography variant="body2" sx={{ maxWidth: 520 }}>
              {rule.pattern}
            </Typography>
          )}
        />
        {isSuperadmin && <DeleteButton mutationMode="pessimistic" />}
      </Datagrid>
    </List>
  );
}
