import { passwordHint, passwordStrength } from './password-strength';

describe('password strength hint', () => {
  it.each([
    ['', 'empty'],
    ['Abc-123', 'too short'],
    ['aaaaaaaaaaaa', 'weak'],
    ['kiwibird', 'weak'],
    ['Kiwibird2026', 'fair'],
    ['Kiwi-Moa-Tui-Weka-2026', 'strong'],
  ])('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('says what to do next', () => {
    expect(passwordHint('')).toBe('At least 8 characters. Common passwords and ones containing your email or username are refused.');
    expect(passwordHint('kiwibird')).toBe('Strength: weak. Make it longer, or mix words, numbers and symbols.');
  });
});
