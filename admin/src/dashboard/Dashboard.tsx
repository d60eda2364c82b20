import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNavigate } from 'react-admin';
import { Alert, AlertTitle, Box, Card, CardActionArea, CardContent, CircularProgress, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import VerifiedIcon from '@mui/icons-material/Verified';
import StarIcon from '@mui/icons-material/Star';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import MailIcon from '@mui/icons-material/Mail';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import GavelIcon from '@mui/icons-material/Gavel';
import TimerIcon from '@mui/icons-material/Timer';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import AlarmIcon from '@mui/icons-material/Alarm';
import type { AdminDataProvider } from '../data-provider';
import { errorMessage } from '../error-message';
import { useAdminPermissions } from '../use-admin-permissions';
import { SiteActivityChart } from './SiteActivityChart';
import { AdminPage } from '../layout/AdminPage';

function Tile({ label, value, icon, to }: { label: string; value: number; icon: ReactNode; to?: string }) {
  const navigate = useNavigate();
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`tile-${label}`}>
          {value}
        </Typography>
      </Box>
    </CardContent>
  );
  return <Card>{to ? <CardActionArea onClick={() => navigate(to)}>{content}</CardActionArea> : content}</Card>;
}

/** /admin/dashboard: the five counts of spec §7 (Admin dashboard counts), and unpaid invoices. */
export function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canVerify } = useAdminPermissions();
  const { data, error, isPending } = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.getDashboard(), retry: false });

  return (
    <AdminPage title="Overview">
      {isPending && <CircularProgress aria-label="Loading" />}
      {error && (
        <Alert severity="error">
          <AlertTitle>Error Loading Dashboard</AlertTitle>
          {errorMessage(error, (error as Error).message)}
        </Alert>
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          <Tile label="Total Profiles" value={data.profiles} icon={<PeopleIcon fontSize="large" />} to="/escorts" />
          <Tile label="Verified Profiles" value={data.verified} icon={<VerifiedIcon fontSize="large" />} />
          <Tile label="Premium Profiles" value={data.premium} icon={<StarIcon fontSize="large" />} />
          <Tile
            label="Pending Verification"
            value={data.pendingVerification}
            icon={<HourglassTopIcon fontSize="large" />}
            to={canVerify ? '/verifications' : undefined}
          />
          <Tile
            label="Overdue verifications"
            value={data.overdueVerification}
            icon={<AlarmIcon fontSize="large" />}
            to={canVerify ? '/verifications' : undefined}
          />
          <Tile label="New Messages" value={data.newThreads} icon={<MailIcon fontSize="large" />} to="/messages" />
          <Tile label="Unpaid invoices" value={data.unpaidInvoices} icon={<ReceiptLongIcon fontSize="large" />} to="/invoices" />
          <Tile label="Awaiting moderation" value={data.pendingModeration} icon={<GavelIcon fontSize="large" />} to="/moderation" />
          <Tile label="Open takedowns" value={data.openTakedowns} icon={<TimerIcon fontSize="large" />} to="/takedowns" />
          <Tile label="Overdue takedowns" value={data.overdueTakedowns} icon={<TimerOffIcon fontSize="large" />} to="/takedowns" />
        </Box>
      )}
      <SiteActivityChart />
    </AdminPage>
  );
}
