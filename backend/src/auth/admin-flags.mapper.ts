import type { AdminFlags } from 'contract';
import { AdminUser } from './entities/admin-user.entity';

export function toAdminFlagsView(admin: Pick<AdminUser, 'canVerifyProfiles' | 'isSuperadmin'>): AdminFlags {
  return { can_verify_profiles: admin.canVerifyProfiles, is_superadmin: admin.isSuperadmin };
}
