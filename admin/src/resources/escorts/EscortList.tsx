import { useState } from 'react';
import { Datagrid, FunctionField, List, SearchInput, TextField, useUpdate } from 'react-admin';
import { Button, Chip, IconButton, Link, Stack, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { AdminProfile, tierLabel } from '../../display';
import { useReplaceRecord } from '../../use-replace-record';
import { ProfileDetailsDialog } from './ProfileDetailsDialog';

const filters = [<SearchInput key="q" source="q" placeholder="Search profiles..." alwaysOn />];

const LABEL_COLOR = { Premium: 'secondary', Verified: 'success', Pending: 'warning', Basic: 'info', Free: 'default' } as const;

/** The status badge toggles Active and Paused (spec §4 "Admin profile activity"); the list updates in place. */
function ActiveToggle({ profile }: { profile: AdminProfile }) {
  const [update, { isPending }] = useUpdate<AdminProfile>();
  return (
    <Button
      size="small"
      variant="contained"
      color={profile.is_active ? 'success' : 'inherit'}
      disabled={isPending}
      aria-label={profile.is_active ? `Pause ${profile.username}` : `Activate ${profile.username}`}
      onClick={(event) => {
        event.stopPropagation();
        update('escorts', { id: profile.id, data: { ...profile, is_active: !profile.is_active }, previousData: profile });
      }}
      sx={{ minWidth: 72, borderRadius: 4, py: 0, textTransform: 'none' }}
    >
      {profile.is_active ? 'Active' : 'Paused'}
    </Button>
  );
}

/** /admin/escorts: spec §2 "Escorts screen". */
export function EscortList() {
  const [selected, setSelected] = useState<AdminProfile | null>(null);
  const replaceRecord = useReplaceRecord('escorts');
  return (
    <>
      <List title="Escort Profiles" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField<AdminProfile>
            label="Name"
            sortBy="full_name"
            render={(profile) => (
              <Link component="button" type="button" onClick={() => setSelected(profile)} sx={{ textAlign: 'left' }}>
                {profile.full_name || profile.username}
              </Link>
            )}
          />
          <TextField source="username" label="Username" />
          <TextField source="email" label="Email" emptyText="Not specified" />
          <FunctionField<AdminProfile>
            label="Verified"
            sortBy="is_verified"
            render={(profile) =>
              profile.is_verified ? (
                <Chip size="small" color="success" label="Verified" />
              ) : profile.verification_requested ? (
                <Chip size="small" color="warning" label="Pending" />
              ) : (
                <Chip size="small" variant="outlined" label="Not Verified" />
              )
            }
          />
          <FunctionField<AdminProfile>
            label="Subscription"
            sortBy="subscription_tier"
            render={(profile) => tierLabel(profile.subscription_tier)}
          />
          <FunctionField<AdminProfile>
            label="Status"
            sortBy="is_active"
            render={(profile) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ActiveToggle profile={profile} />
                <Chip size="small" variant="outlined" color={LABEL_COLOR[profile.status_label] ?? 'default'} label={profile.status_label} />
              </Stack>
            )}
          />
          <FunctionField<AdminProfile>
            label="Actions"
            render={(profile) => (
              <Tooltip title="View details">
                <IconButton aria-label={`View ${profile.username}`} onClick={() => setSelected(profile)}>
                  <VisibilityIcon />
                </IconButton>
              </Tooltip>
            )}
          />
        </Datagrid>
      </List>
      <ProfileDetailsDialog
        profile={selected}
        onChange={(profile) => {
          setSelected(profile);
          replaceRecord(profile);
        }}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
