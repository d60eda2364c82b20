import { SetMetadata } from '@nestjs/common';

export type AdminFlag = 'canVerifyProfiles' | 'isSuperadmin';
export const ADMIN_FLAG_KEY = 'adminFlag';

/** Restricts an admin route to admins holding the flag (a superadmin holds every flag). */
export const RequireAdminFlag = (flag: AdminFlag) => SetMetadata(ADMIN_FLAG_KEY, flag);
