import { Button, CircularProgress, FormControl, InputLabel, OutlinedInput } from '@mui/material';

/** One outlined field: MUI's TextField would bring its select menu (popover, modal, focus trap) into the first download. */
export function Field({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  inputMode,
  autoFocus,
  describedBy,
}: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'text' | 'numeric';
  autoFocus?: boolean;
  describedBy?: string;
}) {
  return (
    <FormControl variant="outlined" required>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={value}
        autoFocus={autoFocus}
        inputProps={{ inputMode, 'aria-describedby': describedBy }}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormControl>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
      {children}
    </Button>
  );
}
