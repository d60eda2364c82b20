import type { AdvertisingRuleView } from 'contract';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { isUuid } from '../common/http/lists/simple-rest';
import { AdvertisingRuleRow, AdvertisingRulesRepository, RuleAction } from './advertising-rules.repository';
import { compilePattern, readings, RulePatternError } from './rule-pattern';
import { RULE_MESSAGES } from './moderation.messages';
import { appError, ErrorKind } from '../common/errors/app.exception';

const UNIQUE_VIOLATION = '23505';

export interface RuleInput {
  name: string;
  pattern: string;
  action: RuleAction;
}

/** What the rules say about a profile's text. */
export interface RuleVerdict {
  /** The first block rule matched, with the field it matched in. */
  blocked?: { rule: string; field: string };
  /** Every review rule matched. */
  review: string[];
}

const FIELD_LABELS: Record<string, string> = { full_name: 'Full name', username: 'Username', bio: 'Bio', services: 'Services', location: 'Location', website: 'Website', email: 'Contact email' };

function toView(row: AdvertisingRuleRow): AdvertisingRuleView {
  return { id: row.id, name: row.name, pattern: row.pattern, action: row.action, created_at: new Date(row.created_at).toISOString(), updated_at: new Date(row.updated_at).toISOString() };
}

/**
 * The advertising rules: superadmins keep the list; every sign-up and profile save is
 * checked against it. A block rule refuses the save naming the rule; review rules send the text to moderation.
 */
@Injectable()
export class AdvertisingRulesService {
  constructor(
    private readonly repository: AdvertisingRulesRepository,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  /** Checks the text fields (field name → text); throws the block refusal, answers the review rules matched. */
  async check(text: Record<string, string | null | undefined>): Promise<RuleVerdict> {
    const verdict = await this.verdict(text);
    if (verdict.blocked) throw appError(ErrorKind.BadInput, RULE_MESSAGES.blocked(FIELD_LABELS[verdict.blocked.field] ?? verdict.blocked.field, verdict.blocked.rule));
    return verdict;
  }

  /** Whether a block rule refuses any of the text fields, for text the app chooses itself rather than refusing. */
  async blocks(text: Record<string, string | null | undefined>): Promise<boolean> {
    return (await this.verdict(text)).blocked !== undefined;
  }

  private async verdict(text: Record<string, string | null | undefined>): Promise<RuleVerdict> {
    const rules = (await this.repository.all()).map((rule) => ({ ...rule, matcher: compilePattern(rule.pattern) }));
    const review = new Set<string>();
    for (const [field, value] of Object.entries(text)) {
      if (!value) continue;
      const read = readings(value);
      for (const rule of rules) {
        if (!rule.matcher.testReadings(read)) continue;
        if (rule.action === 'block') return { blocked: { rule: rule.name, field }, review: [...review] };
        review.add(rule.name);
      }
    }
    return { review: [...review] };
  }

  async list(): Promise<AdvertisingRuleView[]> {
    return (await this.repository.all()).map(toView);
  }

  async get(id: string): Promise<AdvertisingRuleView> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw appError(ErrorKind.NotFound, RULE_MESSAGES.notFound);
    return toView(row);
  }

  async create(adminUserId: string, input: RuleInput): Promise<AdvertisingRuleView> {
    const rule = checked(input);
    const row = await this.dataSource
      .transaction(async (manager) => {
        const created = await this.repository.insert(manager, rule);
        await this.audit.record(adminUserId, 'rule.create', 'advertising_rule', created.id, { ...rule }, manager);
        return created;
      })
      .catch(nameConflict);
    return toView(row);
  }

  async update(adminUserId: string, id: string, input: RuleInput): Promise<AdvertisingRuleView> {
    if (!isUuid(id)) throw appError(ErrorKind.NotFound, RULE_MESSAGES.notFound);
    const rule = checked(input);
    const row = await this.dataSource
      .transaction(async (manager) => {
        const updated = await this.repository.update(manager, id, rule);
        if (!updated) throw appError(ErrorKind.NotFound, RULE_MESSAGES.notFound);
        await this.audit.record(adminUserId, 'rule.update', 'advertising_rule', id, { ...rule }, manager);
        return updated;
      })
      .catch(nameConflict);
    return toView(row);
  }

  async delete(adminUserId: string, id: string): Promise<AdvertisingRuleView> {
    if (!isUuid(id)) throw appError(ErrorKind.NotFound, RULE_MESSAGES.notFound);
    const row = await this.dataSource.transaction(async (manager) => {
      const deleted = await this.repository.delete(manager, id);
      if (!deleted) throw appError(ErrorKind.NotFound, RULE_MESSAGES.notFound);
      await this.audit.record(adminUserId, 'rule.delete', 'advertising_rule', id, { name: deleted.name, pattern: deleted.pattern, action: deleted.action }, manager);
      return deleted;
    });
    return toView(row);
  }
}

/** The rule's fields, trimmed, or a 400 that says which is wrong (an invalid pattern says why). */
function checked(input: RuleInput): RuleInput {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name || name.length > 100) throw appError(ErrorKind.BadInput, RULE_MESSAGES.nameRequired);
  if (input.action !== 'block' && input.action !== 'review') throw appError(ErrorKind.BadInput, RULE_MESSAGES.badAction);
  const pattern = typeof input.pattern === 'string' ? input.pattern.trim() : '';
  try {
    compilePattern(pattern);
  } catch (error) {
    if (error instanceof RulePatternError) throw appError(ErrorKind.BadInput, error.message);
    throw error;
  }
  return { name, pattern, action: input.action };
}

function nameConflict(error: unknown): never {
  const { code } = (error ?? {}) as { code?: string };
  if (code === UNIQUE_VIOLATION) throw appError(ErrorKind.Conflict, RULE_MESSAGES.nameTaken);
  throw error;
}
