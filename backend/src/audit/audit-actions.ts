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
  'admin.two_factor_reset',
  'thread.reply',
  'thread.delete',
  'billing.settings',
  'invoice.payment',
  'invoice.void',
  'invoice.credit_note',
  'subscription.complimentary',
  'statement.import',
  'statement_line.match',
  'statement_line.dismiss',
  'moderation.approve',
  'moderation.reject',
  'moderation.settings',
  'rule.create',
  'rule.update',
  'rule.delete',
  'takedown.hide',
  'takedown.resolve',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['profile', 'user', 'report', 'admin', 'thread', 'invoice', 'billing_settings', 'statement_import', 'statement_line', 'moderation_item', 'moderation_setting', 'advertising_rule', 'takedown'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
