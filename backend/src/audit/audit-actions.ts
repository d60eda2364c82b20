/** What the audit log's entries are about (docs/api-contract.md, audit-log); the actions are contract's AUDIT_ACTIONS. */
export const AUDIT_TARGET_TYPES = ['profile', 'user', 'report', 'admin', 'thread', 'invoice', 'billing_settings', 'statement_import', 'statement_line', 'moderation_item', 'moderation_setting', 'advertising_rule', 'takedown'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
