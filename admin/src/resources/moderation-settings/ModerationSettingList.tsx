import { MODERATION_MODES, type ModerationMode, type ModerationSettingView } from 'contract';
import { Datagrid, FunctionField, List, TextField, useNotify, useUpdate } from 'react-admin';
import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../display';
import { errorMessage } from '../../error-message';
import { useAdminPermissions } from '../../use-admin-permissions';

const MODE_LABELS: Record<ModerationMode, string> = {
  pre: 'Held until approved (pre-moderation)',
  post: 'Shown at once, reviewed after (post-moderation)',
};

/** A superadmin's choice for one kind, saved as soon as it is made. */
function ModeChoice({ setting }: { setting: ModerationSettingView }) {
  const [update, { isPending }] = useUpdate<ModerationSettingView>();
  const notify = useNotify();

  function choose(mode: ModerationMode) {
    update(
      'moderation-settings',
      { id: setting.id, data: { mode }, previousData: setting },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('Moderation setting saved', { type: 'success' }),
        onError: (error) => notify(errorMessage(error, 'Failed to save the moderation setting'), { type: 'error' }),
      },
    );
  }

  return (
    <RadioGroup aria-label={`${setting.kind_label} moderation`} value={setting.mode} onChange={(event) => choose(event.target.value as ModerationMode)}>
      {MODERATION_MODES.map((mode) => (
        <FormControlLabel key={mode} value={mode} control={<Radio size="small" />} label={MODE_LABELS[mode]} disabled={isPending} />
      ))}
    </RadioGroup>
  );
}

/**
 * /admin/moderation-settings: for new profiles, changed profile text and new photos, whether they are held
 * until an admin approves them or shown at once and reviewed after. Every admin sees the settings; superadmins change them.
 */
export function ModerationSettingList() {
  const { isSuperadmin } = useAdminPermissions();
  return (
    <List title="Moderation settings" pagination={false} exporter={false} empty={false} actions={false}>
      <Stack spacing={0.5} sx={{ p: 2 }}>
        <Typography variant="body2">
          Held until approved: the profile, or the photo, stays off the site until an admin approves it. Shown at once: it goes live straight
          away and an admin reviews it after. A photo that matches another profile&apos;s photo is held whatever the setting.
        </Typography>
        {!isSuperadmin && (
          <Typography variant="body2" color="text.secondary">
            Only superadmins can change these settings.
          </Typography>
        )}
      </Stack>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="kind_label" label="Content" sortable={false} />
        <FunctionField<ModerationSettingView>
          label="Moderation"
          render={(setting) => (isSuperadmin ? <ModeChoice setting={setting} /> : <Typography variant="body2">{MODE_LABELS[setting.mode]}</Typography>)}
        />
        <FunctionField<ModerationSettingView> label="Last changed" render={(setting) => formatDateTime(setting.updated_at)} />
      </Datagrid>
    </List>
  );
}
