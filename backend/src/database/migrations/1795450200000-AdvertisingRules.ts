import { MigrationInterface, QueryRunner } from 'typeorm';

/** The terms' own advertising rules (PRA 2003 s.9, adults only), checked on every profile save (issue 17). */
const DEFAULT_RULES: [string, string, 'block' | 'review'][] = [
  ['No unprotected services', 'bareback | without protection | without a condom | no condom | unprotected | natural service | bbbj | bbfs | cim | owo', 'block'],
  ['Nothing that suggests someone under 18', 'underage | under 18 | under age | schoolgirl | school girl | barely legal | jailbait | teen | 16 years old | 17 years old | 16yo | 17yo', 'block'],
  ['Drugs', 'party favours | party favors | chemsex | 420 friendly | wake and bake', 'review'],
  ['Contact away from the site', 'whatsapp only | telegram only | snapchat only', 'review'],
];

export class AdvertisingRules1795450200000 implements MigrationInterface {
  name = 'AdvertisingRules1795450200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE advertising_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        pattern text NOT NULL CHECK (char_length(pattern) BETWEEN 1 AND 1000),
        action text NOT NULL CHECK (action IN ('block', 'review')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX advertising_rules_name_key ON advertising_rules (lower(name))`);
    for (const [name, pattern, action] of DEFAULT_RULES) {
      await db.query(`INSERT INTO advertising_rules (name, pattern, action) VALUES ($1, $2, $3)`, [name, pattern, action]);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE advertising_rules`);
  }
}
