import type { AdminReport } from 'contract';
import type { ProfileName } from '../../profiles/profile-views';
import type { ReportRow } from '../reports.repository';

/** `profile` and `resolvedByEmail` come from the modules that own them (profiles, accounts). */
export function toAdminReport(row: ReportRow, profile: ProfileName, resolvedByEmail: string | null): AdminReport {
  return {
    id: row.id,
    profile_id: row.profile_id,
    profile_username: profile.username,
    profile_full_name: profile.fullName,
    profile_is_active: profile.isActive,
    reason: row.reason,
    details: row.details,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    resolved_at: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    resolved_by: row.resolved_by,
    resolved_by_email: resolvedByEmail,
  };
}
