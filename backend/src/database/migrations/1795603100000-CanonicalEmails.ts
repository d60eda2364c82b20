import { MigrationInterface, QueryRunner } from 'typeorm';

/** auth/email-identity.ts's canonicalEmail as of this migration, copied so the migration stays what it was when it ran. */
function canonical(email: string): string {
  return email.normalize('NFKC').toLowerCase().trim();
}

interface UserRow {
  id: string;
  email: string;
}

/**
 * Emails are stored in one canonical form (NFKC, then JavaScript's lower-casing) and unique as stored,
 * instead of unique under SQL's lower(), which maps some letters otherwise than JavaScript does (the
 * sign-in slow-down was keyed on one spelling while the look-up found the account under another).
 *
 * Two existing accounts whose addresses become the same are not merged: the one already spelled in the
 * canonical form keeps the address (else the older), the other gets `duplicate-<its id>@invalid`, which
 * nobody can sign in with or be mailed at, and a system entry `user.email_conflict` in the audit log
 * keeps what its address was, for a superadmin to sort out with its owner.
 */
export class CanonicalEmails1795603100000 implements MigrationInterface {
  name = 'CanonicalEmails1795603100000';

  async up(db: QueryRunner): Promise<void> {
    const users: UserRow[] = await db.query(`SELECT id, email FROM users ORDER BY created_at, id`);
    const byAddress = new Map<string, UserRow[]>();
    for (const user of users) byAddress.set(canonical(user.email), [...(byAddress.get(canonical(user.email)) ?? []), user]);

    const changes: { id: string; email: string }[] = [];
    const conflicts: { loser: UserRow; keeper: UserRow; address: string }[] = [];
    for (const [address, holders] of byAddress) {
      const keeper = holders.find((user) => user.email === address) ?? holders[0];
      if (keeper.email !== address) changes.push({ id: keeper.id, email: address });
      for (const loser of holders.filter((user) => user !== keeper)) {
        changes.push({ id: loser.id, email: `duplicate-${loser.id}@invalid` });
        conflicts.push({ loser, keeper, address });
      }
    }

    await db.query(`DROP INDEX users_email_lower_key`);
    if (changes.length) {
      await db.query(`UPDATE users u SET email = c.email FROM unnest($1::uuid[], $2::text[]) AS c (id, email) WHERE u.id = c.id`, [
        changes.map((change) => change.id),
        changes.map((change) => change.email),
      ]);
    }
    for (const { loser, keeper, address } of conflicts) {
      await db.query(
        `INSERT INTO admin_audit_log (admin_user_id, admin_email, action, target_type, target_id, details) VALUES (NULL, NULL, 'user.email_conflict', 'user', $1, $2)`,
        [loser.id, { previous_email: loser.email, canonical_email: address, kept_by_user_id: keeper.id }],
      );
    }
    await db.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    // What the database can check without a locale of its own: NFKC, and no ASCII capitals (lower() under "C" folds A-Z only).
    await db.query(`ALTER TABLE users ADD CONSTRAINT users_email_canonical_check CHECK (email = normalize(email, NFKC) AND email = lower(email COLLATE "C"))`);
  }

  /** The canonical addresses stay: they are unique under lower() too, and a duplicate's old address may now clash with its keeper's. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP CONSTRAINT users_email_canonical_check`);
    await db.query(`DROP INDEX users_email_key`);
    await db.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
  }
}
