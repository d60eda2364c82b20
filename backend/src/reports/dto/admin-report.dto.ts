import type { ReportRow } from '../reports.repository';

/** A report on the back office's Reports screen (docs/api-contract.md, `reports`). */
export interface AdminReport {
  id: string;
  profile_id: string;
  profile_username: string;
  profile_full_name: string;
  profile_is_active: boolean;
  reason: string;
  details: string | null;
  status: string;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
  resolved_by_email: string | null;
}

export function toAdminReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    profile_id: row.profile_id,
    profile_username: row.profile_username,
    profile_full_name: row.profile_full_name,
    profile_is_active: row.profile_is_active,
    reason: row.reason,
    details: row.details,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    resolved_at: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    resolved_by: row.resolved_by,
    resolved_by_email: row.resolved_by_email,
  };
}
