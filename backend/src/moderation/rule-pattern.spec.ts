import { compilePattern, parsePattern, RulePatternError } from './rule-pattern';

describe('advertising rule patterns', () => {
  const unprotected = compilePattern('bareback | no condom | bbfs');
  const minors = compilePattern('teen | under 18 | school girl');

  it.each([
    'Offering BAREBACK tonight',
    'bare-back available',
    'b a r e b a c k',
    'b.a.r.e.b.a.c.k!',
    'No condom needed',
    'no-condom',
    'nocondom',
    'N.O. C.O.N.D.O.M',
    'ask about bbfs',
    'B-B-F-S',
  ])('catches %p whatever its case, spacing and punctuation', (text) => {
    expect(unprotected.test(text)).toBe(true);
  });

  it.each(['Hot teen', 'TEEN!', 'just under 18', 'under-18', 'School-girl outfit', 'schoolgirl'])('catches %p', (text) => {
    expect(minors.test(text)).toBe(true);
  });

  it.each([
    'Lunch in the canteen',
    'Nineteen and fabulous',
    'Thirteen years of experience',
    'Fifteen minutes from the airport',
    'I am under 180 cm tall',
    'Casino condominium views',
    'Piano condo nights',
    'Barebacked riding lessons',
    'High school girlfriend experience',
  ])('leaves the innocent %p alone', (text) => {
    expect(unprotected.test(text) || minors.test(text)).toBe(false);
  });

  it.each([
    ['', 'Pattern is empty. A pattern is one or more phrases of letters and digits, separated by |'],
    ['a || b', 'Pattern has an empty phrase. A pattern is one or more phrases of letters and digits, separated by |'],
    ['bare(back', '"bare(back" has characters a pattern cannot use. A pattern is one or more phrases of letters and digits, separated by |'],
    ['.*', '".*" has characters a pattern cannot use. A pattern is one or more phrases of letters and digits, separated by |'],
    ["' '", `"' '" has no letters or digits. A pattern is one or more phrases of letters and digits, separated by |`],
  ])('refuses the invalid pattern %p with a clear message', (pattern, message) => {
    expect(() => parsePattern(pattern)).toThrow(new RulePatternError(message));
  });
});
