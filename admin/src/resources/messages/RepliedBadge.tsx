import { Chip } from '@mui/material';

/** Spec §4 "Message thread": replied when the latest message is an admin reply. */
export function RepliedBadge({ replied }: { replied: boolean }) {
  return replied ? <Chip size="small" color="success" label="Replied" /> : <Chip size="small" color="warning" label="Awaiting Reply" />;
}
