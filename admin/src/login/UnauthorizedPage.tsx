import { Button, Stack, Typography } from '@mui/material';
import { AuthScreen } from './AuthScreen';

/** /admin/unauthorized (public): spec §2 Access Denied. */
export function UnauthorizedPage() {
  return (
    <AuthScreen maxWidth={480}>
      <Typography variant="h5" component="h1" gutterBottom>
        Access Denied
      </Typography>
      <Typography sx={{ mb: 2 }}>
        You do not have permission to access the admin dashboard. Please contact a system administrator if you believe
        this is an error.
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" href="/">
          Return Home
        </Button>
        <Button variant="outlined" href="/admin/login">
          Back to Login
        </Button>
      </Stack>
    </AuthScreen>
  );
}
