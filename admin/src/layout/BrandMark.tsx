import { Box } from '@mui/material';
import { BRAND } from '../theme';

/** The public site's round "K" mark in raspberry, beside the name. */
export function BrandMark() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: 34,
        height: 34,
        borderRadius: '50%',
        bgcolor: BRAND.raspberry,
        color: '#fff',
        fontWeight: 800,
      }}
    >
      K
    </Box>
  );
}
