import { MigrationInterface, QueryRunner } from 'typeorm';

/** contract's LANGUAGES as this migration made them the rule (a later change to the list is a migration of its own). */
const LANGUAGES = [
  'Afrikaans', 'Arabic', 'Cantonese', 'Cook Islands Māori', 'Dutch', 'English', 'Fijian', 'French', 'German', 'Gujarati', 'Hindi',
  'Indonesian', 'Italian', 'Japanese', 'Korean', 'Malay', 'Malayalam', 'Mandarin', 'Nepali', 'Niuean', 'NZ Sign Language', 'Persian',
  'Portuguese', 'Punjabi', 'Russian', 'Samoan', 'Sinhala', 'Spanish', 'Tagalog', 'Tamil', 'Te Reo Māori', 'Thai', 'Tokelauan',
  'Tongan', 'Ukrainian', 'Urdu', 'Vietnamese',
];

/** Other names advertisers typed for a listed language (compared without case, accents or extra spaces). */
const OTHER_NAMES: Record<string, string> = {
  maori: 'Te Reo Māori', 'te reo': 'Te Reo Māori', 'reo maori': 'Te Reo Māori', 'te reo maori': 'Te Reo Māori',
  nzsl: 'NZ Sign Language', 'sign language': 'NZ Sign Language', 'new zealand sign language': 'NZ Sign Language',
  'cook island maori': 'Cook Islands Māori', rarotongan: 'Cook Islands Māori',
  chinese: 'Mandarin', 'mandarin chinese': 'Mandarin', putonghua: 'Mandarin', 'northern chinese': 'Mandarin', yue: 'Cantonese',
  filipino: 'Tagalog', pilipino: 'Tagalog', panjabi: 'Punjabi', farsi: 'Persian', 'nz english': 'English', 'new zealand english': 'English',
  espanol: 'Spanish', francais: 'French', deutsch: 'German', italiano: 'Italian', portugues: 'Portuguese', 'bahasa indonesia': 'Indonesian',
  'bahasa melayu': 'Malay', 'bahasa malaysia': 'Malay', 'gagana samoa': 'Samoan', 'lea faka-tonga': 'Tongan', 'vagahau niue': 'Niuean',
};

function key(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const LISTED = new Map([...LANGUAGES.map((language) => [key(language), language] as const), ...Object.entries(OTHER_NAMES)]);

/**
 * A profile's languages come from a fixed list: free text there was shown publicly and escaped the advertising
 * rules. A stored value that names a listed language another way ("maori", "Chinese", "Filipino") becomes that
 * language; any other is dropped, as the editor would now refuse it. A CHECK keeps the column to the list.
 */
export class LanguagesFromFixedList1795601000000 implements MigrationInterface {
  name = 'LanguagesFromFixedList1795601000000';

  async up(db: QueryRunner): Promise<void> {
    const stored: { language: string }[] = await db.query(`SELECT DISTINCT unnest(languages) AS language FROM profiles WHERE NOT (languages <@ $1::text[])`, [LANGUAGES]);
    const mapped = stored.map(({ language }) => [language, LISTED.get(key(language)) ?? null] as const);
    // Each profile keeps its listed languages in the order it had them, once each.
    await db.query(
      `UPDATE profiles p SET languages = ARRAY(
          SELECT listed FROM (
            SELECT m.listed, u.position
              FROM unnest(p.languages) WITH ORDINALITY AS u(language, position)
              JOIN unnest($1::text[], $2::text[]) AS m(stored, listed) ON m.stored = u.language
          ) named
          WHERE listed IS NOT NULL GROUP BY listed ORDER BY min(position)
        ), updated_at = now()
        WHERE NOT (p.languages <@ $3::text[])`,
      [mapped.map(([language]) => language), mapped.map(([, listed]) => listed), LANGUAGES],
    );
    await db.query(`ALTER TABLE profiles ADD CONSTRAINT profiles_languages_listed CHECK (languages <@ ${arrayLiteral(LANGUAGES)})`);
  }

  async down(db: QueryRunner): Promise<void> {
    // The dropped values are not kept (they are what the list refuses): reverting lifts the rule and leaves the languages as mapped.
    await db.query(`ALTER TABLE profiles DROP CONSTRAINT profiles_languages_listed`);
  }
}

/** A constant text[] for the CHECK (DDL takes no bound parameters); the names hold no quote. */
function arrayLiteral(values: string[]): string {
  return `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]::text[]`;
}
