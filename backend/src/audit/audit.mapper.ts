import type { AuditLogView } from 'contract';
import type { AuditLogEntry } from './entities/audit-log-entry.entity';

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
