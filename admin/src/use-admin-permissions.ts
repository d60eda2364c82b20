import { usePermissions } from 'react-admin';
import { AdminPermissions, canVerify } from './auth-provider';

/** The signed-in admin's server flags, for hiding what they may not do (the server refuses it anyway). */
export function useAdminPermissions() {
  const { permissions, isPending } = usePermissions<AdminPermissions>();
  return {
    isPending,
    canVerify: canVerify(permissions),
    isSuperadmin: !!permissions?.is_superadmin,
  };
}
