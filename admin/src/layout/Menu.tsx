import type { MouseEvent } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import MailIcon from '@mui/icons-material/Mail';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import FlagIcon from '@mui/icons-material/Flag';
import GavelIcon from '@mui/icons-material/Gavel';
import RuleIcon from '@mui/icons-material/Rule';
import TimerIcon from '@mui/icons-material/Timer';
import TuneIcon from '@mui/icons-material/Tune';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import SettingsIcon from '@mui/icons-material/Settings';
import SecurityIcon from '@mui/icons-material/Security';
import BackupIcon from '@mui/icons-material/Backup';
import LogoutIcon from '@mui/icons-material/Logout';
import { Menu as RaMenu, useLogout } from 'react-admin';
import { useAdminPermissions } from '../use-admin-permissions';

/** Spec §2 sidebar (and, for every admin, their own two-factor sign-in); items an admin's flags do not allow are left out. */
export function Menu() {
  const { canVerify, isSuperadmin } = useAdminPermissions();
  const logout = useLogout();
  return (
    <RaMenu>
      <RaMenu.Item to="/dashboard" primaryText="Overview" leftIcon={<DashboardIcon />} />
      <RaMenu.Item to="/escorts" primaryText="Escorts" leftIcon={<PeopleIcon />} />
      {canVerify && <RaMenu.Item to="/verifications" primaryText="Verifications" leftIcon={<VerifiedUserIcon />} />}
      <RaMenu.Item to="/messages" primaryText="Messages" leftIcon={<MailIcon />} />
      <RaMenu.Item to="/subscriptions" primaryText="Subscriptions" leftIcon={<CardMembershipIcon />} />
      <RaMenu.Item to="/invoices" primaryText="Invoices" leftIcon={<ReceiptLongIcon />} />
      <RaMenu.Item to="/payments" primaryText="Payments" leftIcon={<AccountBalanceIcon />} />
      <RaMenu.Item to="/revenue" primaryText="Revenue" leftIcon={<QueryStatsIcon />} />
      <RaMenu.Item to="/moderation" primaryText="Moderation" leftIcon={<GavelIcon />} />
      <RaMenu.Item to="/moderation-settings" primaryText="Moderation settings" leftIcon={<TuneIcon />} />
      <RaMenu.Item to="/advertising-rules" primaryText="Advertising rules" leftIcon={<RuleIcon />} />
      <RaMenu.Item to="/takedowns" primaryText="Takedowns" leftIcon={<TimerIcon />} />
      <RaMenu.Item to="/reports" primaryText="Reports" leftIcon={<FlagIcon />} />
      {isSuperadmin && <RaMenu.Item to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} />}
      {isSuperadmin && <RaMenu.Item to="/backups" primaryText="Backups" leftIcon={<BackupIcon />} />}
      <RaMenu.Item to="/security" primaryText="Security" leftIcon={<SecurityIcon />} />
      <RaMenu.Item
        to="/login"
        primaryText="Logout"
        leftIcon={<LogoutIcon />}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          logout();
        }}
      />
    </RaMenu>
  );
}
