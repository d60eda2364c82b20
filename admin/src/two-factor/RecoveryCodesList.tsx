import { TwoFactorMessages } from 'contract';
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';

/** Ten recovery codes, shown once, with a button that copies them all. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Alert severity="warning">{TwoFactorMessages.recoveryCodesNotice}</Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <Typography component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={copy}>
          Copy codes
        </Button>
        <span role="status">{copied === true ? 'Copied.' : copied === false ? 'Copying is not available here: write the codes down.' : ''}</span>
      </Box>
    </Box>
  );
}
