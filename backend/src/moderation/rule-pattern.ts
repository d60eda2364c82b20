/**
 * An advertising rule's pattern: phrases separated by "|", each of letters, digits, spaces and
 * apostrophes. A phrase matches text whatever its case, spacing and punctuation ("No-Condom",
 * "n o condom" and "nocondom" all match "no condom") and whatever spelling games are played on it:
 * compatibility forms (full-width, bold, circled letters), accents, Cyrillic and Greek look-alikes,
 * digits and symbols for letters ("sch00lgirl", "b@reback"), and plural, -ing and -ed endings. It
 * matches only whole words: "teen" does not match "canteen", "under 18" does not match "under 180cm".
 */
const PHRASE = /^[\p{L}\p{N}' ]+$/u;

export class RulePatternError extends Error {}

export const PATTERN_RULES = 'A pattern is one or more phrases of letters and digits, separated by |';

/** The phrases of a pattern, or a RulePatternError that says what is wrong. */
export function parsePattern(pattern: string): string[] {
  if (typeof pattern !== 'string' || !pattern.trim()) throw new RulePatternError(`Pattern is empty. ${PATTERN_RULES}`);
  if (pattern.length > 1000) throw new RulePatternError('Pattern must be at most 1000 characters');
  const phrases = pattern.split('|').map((phrase) => phrase.trim());
  for (const phrase of phrases) {
    if (!phrase) throw new RulePatternError(`Pattern has an empty phrase. ${PATTERN_RULES}`);
    if (!PHRASE.test(phrase)) throw new RulePatternError(`"${phrase}" has characters a pattern cannot use. ${PATTERN_RULES}`);
    if (!/[\p{L}\p{N}]/u.test(phrase)) throw new RulePatternError(`"${phrase}" has no letters or digits. ${PATTERN_RULES}`);
  }
  return phrases;
}

/** Cyrillic and Greek letters that look like Latin ones, by how they look in each case (Greek η is an n, Η an H). */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  А: 'a', а: 'a', В: 'b', в: 'b', Ь: 'b', ь: 'b', С: 'c', с: 'c', ԁ: 'd', Е: 'e', е: 'e', Ё: 'e', ё: 'e', Һ: 'h', һ: 'h', Н: 'h', н: 'h',
  І: 'i', і: 'i', Ї: 'i', ї: 'i', Ӏ: 'i', ӏ: 'i', Ј: 'j', ј: 'j', К: 'k', к: 'k', М: 'm', м: 'm', п: 'n', О: 'o', о: 'o',
  Р: 'p', р: 'p', Ԛ: 'q', ԛ: 'q', г: 'r', Ѕ: 's', ѕ: 's', Т: 't', т: 't', Ԝ: 'w', ԝ: 'w', Х: 'x', х: 'x',
  У: 'y', у: 'y',
  // Greek
  Α: 'a', α: 'a', Β: 'b', β: 'b', Ε: 'e', ε: 'e', Ζ: 'z', Η: 'h', η: 'n', Ι: 'i', ι: 'i', Κ: 'k', κ: 'k', Μ: 'm', μ: 'u', Ν: 'n',
  ν: 'v', Ο: 'o', ο: 'o', σ: 'o', Ρ: 'p', ρ: 'p', ς: 'c', Τ: 't', τ: 't', Υ: 'y', υ: 'u', Χ: 'x', χ: 'x', γ: 'y', ω: 'w',
  // Latin letters of other alphabets that read as plain ones
  ı: 'i', ɩ: 'i', ɑ: 'a', ɡ: 'g', ʟ: 'l', ɴ: 'n', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ᴢ: 'z', ᴏ: 'o', ᴇ: 'e', ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ᴍ: 'm', ᴘ: 'p',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** Digits and symbols written for letters inside a word ("sch00l", "b@re", "$ex", "g1rl"). */
const STAND_INS: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'i', '+': 't' };
const STAND_IN_SYMBOLS = '@$!|+';

/**
 * Text as the rules read it: compatibility forms and accents undone, look-alikes made Latin, lower case, and "l"
 * read as "i" (a capital I and a small l look the same, so "schooIgirl" is "schoolgirl"). Patterns are read the same way.
 */
export function foldLetters(text: string): string {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain
    .replace(LOOK_ALIKE, (char) => LOOK_ALIKES[char])
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/l/g, 'i');
}

/** Inside each word that has a letter, the stand-ins in `chars` read as letters; numbers on their own stay numbers. */
function readStandIns(text: string, word: RegExp, chars: string): string {
  return text.replace(word, (token) => (/\p{L}/u.test(token) ? [...token].map((char) => (chars.includes(char) ? STAND_INS[char] : char)).join('') : token));
}

const DIGITS = '0134578';
const WORD_WITH_SYMBOLS = new RegExp(`[\\p{L}\\p{N}${STAND_IN_SYMBOLS.replace(/[$|+]/g, '\\$&')}]+`, 'gu');
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The readings of a text a phrase is tried against: as written (digits are digits, symbols separate), with digits
 * and symbols inside words as letters ("b@r3back"), and with only the digits as letters ("b!a!r!e" with "n0").
 */
export function readings(text: string): string[] {
  const folded = foldLetters(text);
  return [...new Set([folded, readStandIns(folded, WORD_WITH_SYMBOLS, DIGITS + STAND_IN_SYMBOLS), readStandIns(folded, WORD, DIGITS)])];
}

// Between two letters of a phrase any run of separators may stand ("b.a.r.e", "bare back", a zero-width space).
// Letters, digits and separators are disjoint, so a phrase is matched in one pass, without backtracking into a gap.
const GAP = '[^\\p{L}\\p{N}]*';
const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';
const ENDINGS = ['s', 'es', 'ing', 'ed', 'd'];

const spaced = (chars: string[]) => chars.map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(GAP);

/** A phrase with its plural, -ing and -ed forms ("bareback" → "barebacking", "teen" → "teens", "rape" → "raping"). */
function phraseSource(phrase: string): string {
  const chars = [...foldLetters(phrase).replace(/[^\p{L}\p{N}]/gu, '')];
  const endings = `(?:${GAP}(?:${ENDINGS.map((ending) => spaced([...ending])).join('|')}))?`;
  const forms = [`${spaced(chars)}${endings}`];
  if (chars.length > 2 && chars[chars.length - 1] === 'e') forms.push(`${spaced(chars.slice(0, -1))}${GAP}${spaced([...'ing'])}`);
  return forms.join('|');
}

/** A compiled pattern: whether a text (or its readings, worked out once for several rules) holds one of its phrases as whole words. */
export interface RuleMatcher {
  test(text: string): boolean;
  testReadings(readings: string[]): boolean;
}

/** One matcher for the whole pattern (the phrases are checked, so no character is special). */
export function compilePattern(pattern: string): RuleMatcher {
  const regex = new RegExp(`${BEFORE}(?:${parsePattern(pattern).map(phraseSource).join('|')})${AFTER}`, 'u');
  const testReadings = (texts: string[]) => texts.some((reading) => regex.test(reading));
  return { test: (text) => testReadings(readings(text)), testReadings };
}
