import type { AdminAccount } from 'contract';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AccountsService } from '../auth/accounts.service';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import { filterBoolean, filterIds, filterText, isUuid, likePattern, ListQuery } from '../common/http/lists/simple-rest';
import { ADMINS_MESSAGES } from './admins.messages';
import { AdminRow, AdminSortField, AdminsRepository } from './admins.repository';
import { CreateAdminDto, toAdminAccount, UpdateAdminDto } from './dto/admin.dto';
import { appError, ErrorKind } from '../common/errors/app.exception';

export const ADMIN_SORTABLE = ['id', 'created_at', 'email', 'can_verify_profiles', 'is_superadmin'] as const satisfies readonly AdminSortField[];
export const ADMIN_FILTERS = ['q', 'can_verify_profiles', 'is_superadmin'] as const;

/** Admin management for superadmins: who is an admin and with which flags; every change audited. */
@Injectable()
export class AdminsService {
  constructor(
    private readonly repository: AdminsRepository,
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async list(query: ListQuery<AdminSortField>): Promise<{ items: AdminAccount[]; total: number }> {
    const { filter } = query;
    const q = filterText(filter, 'q');
    const [rows, total] = await this.repository.findPage(
      {
        ids: filterIds(filter)?.filter(isUuid),
        q: q ? likePattern(q) : undefined,
        canVerifyProfiles: filterBoolean(filter, 'can_verify_profiles'),
        isSuperadmin: filterBoolean(filter, 'is_superadmin'),
      },
      query.sort,
      query.offset,
      query.limit,
    );
    return { items: await this.views(rows), total };
  }

  async get(id: string): Promise<AdminAccount> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw appError(ErrorKind.NotFound, ADMINS_MESSAGES.notFound);
    return this.view(row);
  }

  async create(actorUserId: string, body: CreateAdminDto): Promise<AdminAccount> {
    // Hashing is slow; do it before the transaction holds any lock.
    if (body.password) this.accounts.assertPasswordRules(body.password, [body.email]);
    const passwordHash = body.password ? await this.accounts.hashPassword(body.password) : undefined;
    const flags = { canVerifyProfiles: body.can_verify_profiles ?? false, isSuperadmin: body.is_superadmin ?? false };
    try {
      return await this.dataSource.transaction(async (manager) => {
        let userId = (await this.accounts.findByEmail(body.email, manager))?.id;
        if (passwordHash) {
          if (userId) throw appError(ErrorKind.Conflict, ADMINS_MESSAGES.accountExists);
          userId = (await this.accounts.createAccount(body.email, passwordHash, manager)).id;
        } else if (!userId) {
          throw appError(ErrorKind.NotFound, ADMINS_MESSAGES.noSuchAccount);
        }
        if (await this.repository.isAdmin(manager, userId)) throw appError(ErrorKind.Conflict, ADMINS_MESSAGES.alreadyAdmin);
        const id = await this.repository.insertAdmin(manager, userId, flags);
        const created = await this.view((await this.repository.findById(id, manager))!, manager);
        await this.audit.record(actorUserId, 'admin.create', 'admin', id, { email: created.email, ...flagDetails(created), new_account: !!passwordHash }, manager);
        return created;
      });
    } catch (error) {
      // A concurrent request created the same account or admin row first.
      if (error instanceof QueryFailedError && (error as { code?: string }).code === '23505') {
        throw appError(ErrorKind.Conflict, passwordHash ? ADMINS_MESSAGES.accountExists : ADMINS_MESSAGES.alreadyAdmin);
      }
      throw error;
    }
  }

  update(actorUserId: string, id: string, body: UpdateAdminDto): Promise<AdminAccount> {
    return this.dataSource.transaction(async (manager) => {
      const { target, superadmins } = await this.lock(manager, id);
      const next = {
        canVerifyProfiles: body.can_verify_profiles ?? target.can_verify_profiles,
        isSuperadmin: body.is_superadmin ?? target.is_superadmin,
      };
      if (target.is_superadmin && !next.isSuperadmin && superadmins <= 1) throw appError(ErrorKind.Conflict, ADMINS_MESSAGES.lastSuperadmin);
      if (next.canVerifyProfiles === target.can_verify_profiles && next.isSuperadmin === target.is_superadmin) return this.view(target, manager);
      await this.repository.updateFlags(manager, id, next);
      const updated = await this.view((await this.repository.findById(id, manager))!, manager);
      await this.audit.record(actorUserId, 'admin.update', 'admin', id, { email: updated.email, before: flagDetails(target), after: flagDetails(updated) }, manager);
      return updated;
    });
  }

  remove(actorUserId: string, id: string): Promise<AdminAccount> {
    return this.dataSource.transaction(async (manager) => {
      const { target, superadmins } = await this.lock(manager, id);
      if (target.user_id === actorUserId) throw appError(ErrorKind.BadInput, ADMINS_MESSAGES.removeSelf);
      if (target.is_superadmin && superadmins <= 1) throw appError(ErrorKind.Conflict, ADMINS_MESSAGES.lastSuperadmin);
      const removed = await this.view(target, manager);
      await this.repository.delete(manager, id);
      await this.audit.record(actorUserId, 'admin.delete', 'admin', id, { email: removed.email, ...flagDetails(removed) }, manager);
      return removed;
    });
  }

  /**
   * A superadmin resets another admin's two-factor sign-in (a lost phone): the secret and recovery
   * codes go, every session of theirs ends, and they set it up again at their next sign-in. Audited.
   */
  resetTwoFactor(actorUserId: string, id: string): Promise<AdminAccount> {
    return this.dataSource.transaction(async (manager) => {
      const { target } = await this.lock(manager, id);
      if (target.user_id === actorUserId) throw appError(ErrorKind.BadInput, ADMINS_MESSAGES.resetOwnTwoFactor);
      await this.twoFactor.reset(target.user_id, manager);
      const reset = await this.view(target, manager);
      await this.audit.record(actorUserId, 'admin.two_factor_reset', 'admin', id, { email: reset.email }, manager);
      return reset;
    });
  }

  private async views(rows: AdminRow[], manager?: EntityManager): Promise<AdminAccount[]> {
    const enabled = await this.twoFactor.enabledAmong(rows.map((row) => row.user_id), manager);
    return rows.map((row) => toAdminAccount(row, enabled.has(row.user_id)));
  }

  private async view(row: AdminRow, manager?: EntityManager): Promise<AdminAccount> {
    return (await this.views([row], manager))[0];
  }

  private async lock(manager: EntityManager, id: string) {
    const locked = isUuid(id) ? await this.repository.lockForChange(manager, id) : undefined;
    if (!locked?.target) throw appError(ErrorKind.NotFound, ADMINS_MESSAGES.notFound);
    return { target: locked.target, superadmins: locked.superadmins };
  }
}

function flagDetails(admin: Pick<AdminAccount, 'can_verify_profiles' | 'is_superadmin'>): { can_verify_profiles: boolean; is_superadmin: boolean } {
  return { can_verify_profiles: admin.can_verify_profiles, is_superadmin: admin.is_superadmin };
}
