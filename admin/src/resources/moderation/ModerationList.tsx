import { REJECT_REASONS } from 'contract';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { List, SelectInput, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { formatDateTime } from '../../display';
import { formatAge } from './age';
import { ResponsiveDatagrid, type ListColumn } from '../../layout/ResponsiveDatagrid';

interface ModerationItem {
  id: string;
  kind: 'new_profile' | 'profile_text' | 'photo';
  kind_label: string;
  username: string;
  full_name: string;
  held: boolean;
  state: 'pending' | 'approved' | 'rejected' | 'superseded';
  flag: string | null;
  details: {
    text?: Record<string, string>;
    photo_url?: string;
    photo_urls?: string[];
    match?: { username: string; photo_url: string; distance: number; new_photo_url?: string };
    rules?: string[];
  };
  reason_label: string | null;
  note: string | null;
  decided_at: string | null;
  created_at: string;
  age_seconds: number;
}

const KIND_CHOICES = [
  { id: 'new_profile', name: 'New profile' },
  { id: 'profile_text', name: 'Changed profile text' },
  { id: 'photo', name: 'New photo' },
];
const STATE_CHOICES = [
  { id: 'pending', name: 'Pending' },
  { id: 'approved', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
  { id: 'superseded', name: 'Replaced by a newer edit' },
];

const FLAG_CHOICES = [
  { id: 'true', name: 'Flagged' },
  { id: 'false', name: 'Not flagged' },
];

const filters = [
  <SelectInput key="state" source="state" label="State" alwaysOn choices={STATE_CHOICES} />,
  <SelectInput key="kind" source="kind" label="Kind" choices={KIND_CHOICES} />,
  <SelectInput key="flagged" source="flagged" label="Flagged" choices={FLAG_CHOICES} />,
];

const FIELD_LABELS: Record<string, string> = { full_name: 'Name', bio: 'Bio', services: 'Services', location: 'Location', website: 'Website', email: 'Contact email' };
const FIELDS = Object.keys(FIELD_LABELS);
/** A field's place in the editor's order (the stored JSON keeps none), unknown fields last. */
const fieldOrder = (field: string) => (FIELDS.includes(field) ? FIELDS.indexOf(field) : FIELDS.length);

function Photo({ url, label }: { url: string; label: string }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="img" src={url} alt={label} sx={{ width: 140, height: 175, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The new photo and the other advertiser's it matches, side by side at the same size. */
function SideBySide({ item, match }: { item: ModerationItem; match: NonNullable<ModerationItem['details']['match']> }) {
  const newPhoto = match.new_photo_url ?? item.details.photo_url;
  return (
    <Box component="section" aria-label={`New photo beside the photo on @${match.username}`}>
      {/* Never wrapped: the two photos share the row, each up to 200 px wide, however narrow the column. */}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'nowrap', minWidth: 260 }}>
        {[
          ...(newPhoto ? [{ url: newPhoto, label: `New photo on @${item.username}` }] : []),
          { url: match.photo_url, label: `On @${match.username}` },
        ].map((photo) => (
          <Box key={photo.label} component="figure" sx={{ m: 0, flex: '1 1 0', minWidth: 0, maxWidth: 200 }}>
            <Box component="img" src={photo.url} alt={photo.label} sx={{ width: '100%', aspectRatio: '4 / 5', objectFit: 'cover', borderRadius: 1, display: 'block' }} />
            <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {photo.label}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {match.distance} of 64 fingerprint bits differ
      </Typography>
    </Box>
  );
}

/** What was submitted: the changed text, the photo, and a matched photo beside it. */
function Content({ item }: { item: ModerationItem }) {
  const { text, photo_url, photo_urls, match } = item.details;
  return (
    <Stack spacing={1} sx={{ maxWidth: 520 }}>
      {item.flag && <Chip color="error" size="small" label={item.flag} sx={{ alignSelf: 'flex-start' }} />}
      {text &&
        Object.entries(text)
          .sort(([a], [b]) => fieldOrder(a) - fieldOrder(b))
          .map(([field, value]) => (
            <Typography key={field} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              <strong>{FIELD_LABELS[field] ?? field}:</strong> {value}
            </Typography>
          ))}
      {match && <SideBySide item={item} match={match} />}
      {((photo_url && !match) || Boolean(photo_urls?.length)) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {photo_url && !match && <Photo url={photo_url} label="New photo" />}
          {photo_urls?.map((url, index) => <Photo key={url} url={url} label={`Photo ${index + 1}`} />)}
        </Stack>
      )}
    </Stack>
  );
}

function Decide({ item }: { item: ModerationItem }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (approve: boolean) => (approve ? dataProvider.approveModeration(item.id, note || undefined) : dataProvider.rejectModeration(item.id, reason, note || undefined)),
    onSuccess: (_, approve) => {
      notify(approve ? 'Approved' : 'Rejected', { type: 'success' });
      refresh();
    },
    onError: (error) => {
      notify(errorMessage(error, 'Failed to save the decision'), { type: 'error' });
      refresh();
    },
  });

  if (item.state === 'superseded') {
    return (
      <Typography variant="caption" color="text.secondary">
        Replaced by a newer edit · {formatDateTime(item.decided_at)}
      </Typography>
    );
  }
  if (item.state !== 'pending') {
    return (
      <Typography variant="caption" color="text.secondary">
        {item.reason_label ?? ''}
        {item.note ? ` · ${item.note}` : ''} · {formatDateTime(item.decided_at)}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ minWidth: 220 }}>
      <TextField select size="small" label="Reason to reject" value={reason} onChange={(event) => setReason(event.target.value)}>
        {Object.entries(REJECT_REASONS).map(([id, label]) => (
          <MenuItem key={id} value={id}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="Note to the advertiser" value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" color="success" disabled={decide.isPending} onClick={() => decide.mutate(true)}>
          Approve
        </Button>
        <Button size="small" variant="outlined" color="error" disabled={decide.isPending || !reason} onClick={() => decide.mutate(false)}>
          Reject
        </Button>
      </Stack>
    </Stack>
  );
}

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">Nothing to review</Typography>
    </Box>
  );
}

const COLUMNS: ListColumn<ModerationItem>[] = [
  {
    label: 'Profile',
    render: (item) => (
      <Box>
        <Typography variant="body2">{item.full_name}</Typography>
        <Typography variant="caption" color="text.secondary">
          @{item.username}
        </Typography>
      </Box>
    ),
  },
  {
    label: 'Kind',
    sortBy: 'kind',
    render: (item) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <span>{item.kind_label}</span>
        <Chip size="small" variant="outlined" label={item.held ? 'Held until approved' : 'Shown, review after'} />
      </Stack>
    ),
  },
  { label: 'Content', render: (item) => <Content item={item} /> },
  {
    label: 'Waiting',
    sortBy: 'created_at',
    render: (item) => (
      <Box>
        <Typography variant="body2">{item.state === 'pending' ? formatAge(item.age_seconds) : '—'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(item.created_at)}
        </Typography>
      </Box>
    ),
  },
  { label: 'Decision', actions: true, render: (item) => <Decide item={item} /> },
];

/**
 * /admin/moderation: new profiles, changed text and new photos, oldest first, each with how long it has waited;
 * cards wherever the five columns and the menu do not fit side by side.
 */
export function ModerationList() {
  return (
    <List title="Moderation" filters={filters} sort={{ field: 'queue', order: 'ASC' }} filterDefaultValues={{ state: 'pending' }} perPage={25} exporter={false} empty={false}>
      <ResponsiveDatagrid columns={COLUMNS} cardsBelow="xl" empty={<Empty />} cardLabel={(item) => `${item.kind_label}: @${item.username}`} />
    </List>
  );
}
