import { FormEvent, useState } from 'react';
import { useCreate, useNotify } from 'react-admin';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errorMessage } from '../../error-message';

/** A new rule: its name (shown to advertisers when it blocks a save), its phrases and what it does. */
export function AddRuleForm() {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [pattern, setPattern] = useState('');
  const [action, setAction] = useState<'block' | 'review'>('review');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    create(
      'advertising-rules',
      { data: { name, pattern, action } },
      {
        onSuccess: () => {
          notify('Rule added', { type: 'success' });
          setName('');
          setPattern('');
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to add the rule')),
      },
    );
  }

  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} sx={{ p: 2 }} aria-label="Add rule">
      <Typography variant="subtitle1" component="h2">
        Add rule
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <TextField size="small" label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField size="small" label="Phrases, separated by |" value={pattern} onChange={(e) => setPattern(e.target.value)} sx={{ flex: 1 }} />
        <TextField select size="small" label="Action" value={action} onChange={(e) => setAction(e.target.value as 'block' | 'review')} sx={{ minWidth: 140 }}>
          <MenuItem value="block">Block the save</MenuItem>
          <MenuItem value="review">Send to moderation</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" disabled={isPending}>
          Add rule
        </Button>
      </Stack>
    </Stack>
  );
}
