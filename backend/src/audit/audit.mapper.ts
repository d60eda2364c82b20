import type { AuditLogEntry } from './entities/audit-log-entry.entity';

export interface AuditLogView {
  id: string;
  admin_user_id: string | null;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export function toAuditLogView(entry: AuditLogEntry): AuditLogView {
  return {
    id: entry.id,
    admin_user_id: entry.adminUserId,
    admin_email: entry.adminEmail,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: entry.details ?? {},
    created_at: entry.createdAt.toISOString(),
  };
}
