import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { BrandMark } from '../layout/BrandMark';
import { BRAND } from '../theme';

/** The pages outside the layout (sign-in, access denied): the public site's aubergine backdrop, the brand, a card. */
export function AuthScreen({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        background: `radial-gradient(circle at 20% 20%, ${BRAND.plum}, ${BRAND.aubergine} 65%)`,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: '#fff' }}>
        <BrandMark />
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
          Kiwi Companions
        </Typography>
      </Stack>
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: 3 }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
