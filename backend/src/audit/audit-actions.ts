/** The admin actions written to the audit log (docs/api-contract.md, audit-log). */
export const AUDIT_ACTIONS = [
  'profile.verify',
  'profile.reject',
  'profile.pause',
  'profile.activate',
  'user.password_set',
  'report.pause_profile',
  'report.dismiss',
  'admin.create',
  'admin.update',
  'admin.delete',
  'thread.reply',
  'thread.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['profile', 'user', 'report', 'admin', 'thread'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
