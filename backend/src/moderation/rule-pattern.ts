/**
 * An advertising rule's pattern: phrases separated by "|", each of letters, digits, spaces and
 * apostrophes. A phrase matches text whatever its case, spacing and punctuation ("No-Condom",
 * "n o condom" and "nocondom" all match "no condom"), but only as whole words: "teen" does not match
 * "canteen", "under 18" does not match "under 180cm".
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

const GAP = "[^\\p{L}\\p{N}]*";
const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';

/** One regular expression for the whole pattern (the phrases are checked, so no character is special). */
export function compilePattern(pattern: string): RegExp {
  const alternatives = parsePattern(pattern).map((phrase) =>
    [...phrase.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(GAP),
  );
  return new RegExp(`${BEFORE}(?:${alternatives.join('|')})${AFTER}`, 'iu');
}
