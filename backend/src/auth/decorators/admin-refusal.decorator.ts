import { SetMetadata } from '@nestjs/common';

export const ADMIN_REFUSAL_KEY = 'adminRefusal';

/**
 * The 403 text a route answers a signed-in user without an admin row, where the spec gives that
 * route its own (spec §6: the dashboard's 'Not authorized to view dashboard').
 */
export const AdminRefusal = (message: string) => SetMetadata(ADMIN_REFUSAL_KEY, message);
