import { TwoFactorMessages } from 'contract';
import type { TotpEnrolment } from 'contract';
import { Box, Typography } from '@mui/material';

/** The key in groups of four, as authenticator apps ask for it when typed. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Enrolment's QR code (the otpauth URI) with the same secret as text for those who cannot scan it. */
export function TotpSetup({ enrolment }: { enrolment: TotpEnrolment }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2">{TwoFactorMessages.scanInstructions}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="QR code to add Kiwi Companions to your authenticator app"
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Typography variant="body2">{TwoFactorMessages.manualKey}</Typography>
      <Typography
        data-testid="totp-secret"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: 1, overflowWrap: 'anywhere', bgcolor: 'action.hover', px: 1.5, py: 1, borderRadius: 1 }}
      >
        {groupedKey(enrolment.secret)}
      </Typography>
    </Box>
  );
}
