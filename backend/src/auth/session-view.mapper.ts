import { OwnerProfile, toOwnerProfile } from '../profiles/profile.mapper';
import { ProfileWithPhotos } from './account-profiles.repository';
import { AdminUser } from './entities/admin-user.entity';

export interface AdminFlagsView {
  can_verify_profiles: boolean;
  is_superadmin: boolean;
}

/** `SessionView` of docs/api-contract.md. */
export interface SessionView {
  user: { id: string; email: string };
  profile: OwnerProfile | null;
  admin: AdminFlagsView | null;
}

export function toAdminFlagsView(admin: Pick<AdminUser, 'canVerifyProfiles' | 'isSuperadmin'>): AdminFlagsView {
  return { can_verify_profiles: admin.canVerifyProfiles, is_superadmin: admin.isSuperadmin };
}

export function toSessionView(user: { id: string; email: string }, owned: ProfileWithPhotos | null, admin: AdminUser | null): SessionView {
  return {
    user: { id: user.id, email: user.email },
    profile: owned ? toOwnerProfile(owned.profile, owned.photos) : null,
    admin: admin ? toAdminFlagsView(admin) : null,
  };
}
