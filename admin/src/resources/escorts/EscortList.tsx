import { AdminProfile, tierLabel } from 'contract';
import { useState } from 'react';
import { BooleanInput, Datagrid, FunctionField, List, SearchInput, TextField, useListContext, useUpdate } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, IconButton, Link, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useReplaceRecord } from '../../use-replace-record';
import { ProfileDetailsDialog } from './ProfileDetailsDialog';

// Profiles whose newest photo is over 12 months old (off the directory until a new photo is approved).
// Switched off it sends nothing, rather than "only fresh photos".
const filters = [
  <SearchInput key="q" source="q" placeholder="Search profiles..." alwaysOn />,
  <BooleanInput key="stale" source="photos_over_12_months" label="Photos over 12 months" alwaysOn parse={(on: boolean) => (on ? true : undefined)} />,
];

const LABEL_COLOR = { Premium: 'secondary', Verified: 'success', Pending: 'warning', Basic: 'info' } as const;

/** The status badge toggles Active and Paused (spec §4 "Admin profile activity"); the list updates in place. */
function ActiveToggle({ profile }: { profile: AdminProfile }) {
  const [update, { isPending }] = useUpdate<AdminProfile>();
  return (
    <Button
      size="small"
      variant="contained"
      color={profile.is_active ? 'success' : 'inherit'}
      disabled={isPending}
      // The name starts with the badge's visible text, so speech control ("click Active") finds it (WCAG 2.5.3).
      aria-label={profile.is_active ? `Active, pause ${profile.username}` : `Paused, activate ${profile.username}`}
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

function VerifiedChip({ profile }: { profile: AdminProfile }) {
  if (profile.is_verified) return <Chip size="small" color="success" label="Verified" />;
  if (profile.verification_requested) return <Chip size="small" color="warning" label="Pending" />;
  return <Chip size="small" variant="outlined" label="Not Verified" />;
}

function StatusLabel({ profile }: { profile: AdminProfile }) {
  const stale = (profile.withheld_for ?? []).includes('stale_photos');
  return (
    <>
      {profile.status_label && <Chip size="small" variant="outlined" color={LABEL_COLOR[profile.status_label]} label={profile.status_label} />}
      {stale && <Chip size="small" color="warning" label="Photos over 12 months" />}
    </>
  );
}

/** The same rows as cards on a phone, where seven columns cannot fit. */
function EscortCards({ onOpen }: { onOpen: (profile: AdminProfile) => void }) {
  const { data } = useListContext<AdminProfile>();
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data?.map((profile) => (
        <Card key={profile.id} variant="outlined">
          <CardContent sx={{ pb: '12px !important' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Box sx={{ minWidth: 0 }}>
                <Link component="button" type="button" onClick={() => onOpen(profile)} sx={{ fontWeight: 600 }}>
                  {profile.full_name || profile.username}
                </Link>
                <Typography variant="body2" color="text.secondary" noWrap>
                  @{profile.username} · {profile.email}
                </Typography>
              </Box>
              <IconButton aria-label={`View ${profile.username}`} onClick={() => onOpen(profile)} size="small">
                <VisibilityIcon />
              </IconButton>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
              <ActiveToggle profile={profile} />
              <VerifiedChip profile={profile} />
              <Chip size="small" variant="outlined" label={tierLabel(profile.subscription_tier)} />
              <StatusLabel profile={profile} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** /admin/escorts: spec §2 "Escorts screen". */
export function EscortList() {
  const [selected, setSelected] = useState<AdminProfile | null>(null);
  const replaceRecord = useReplaceRecord('escorts');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <>
      <List title="Escort Profiles" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false} actions={false}>
        {isPhone ? <EscortCards onOpen={setSelected} /> : <Datagrid bulkActionButtons={false} rowClick={false}>
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
            render={(profile) => <VerifiedChip profile={profile} />}
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
                <StatusLabel profile={profile} />
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
        </Datagrid>}
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
