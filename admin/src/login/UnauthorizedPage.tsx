import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';

/** /admin/unauthorized (public): spec §2 Access Denied. */
export function UnauthorizedPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ maxWidth: 480 }}>
        <CardContent sx={{ p: 3 }}>
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
        </CardContent>
      </Card>
    </Box>
  );
}
