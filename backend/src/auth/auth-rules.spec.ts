import { passwordProblem } from './password-rules';
import { accountDelayMs } from './rate-limit/login-throttle.service';
import { PASSWORD_RULE_MESSAGES } from './auth.messages';

describe('account slow-down', () => {
  it('is free for 4 failures, then 30 s doubling up to 15 minutes', () => {
    expect([4, 5, 6, 7, 9, 10, 50].map(accountDelayMs)).toEqual([0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000]);
  });
});

describe('password rules', () => {
  it.each([
    ['Abc-123', PASSWORD_RULE_MESSAGES.tooShort],
    ['x'.repeat(129), PASSWORD_RULE_MESSAGES.tooLong],
    ['123456789', PASSWORD_RULE_MESSAGES.common],
    ['LetMeIn1', PASSWORD_RULE_MESSAGES.common],
    ['ruby-2026-kiwi', PASSWORD_RULE_MESSAGES.personal],
    ['Kiwi-Moa-Tui-2026', null],
    ['x'.repeat(128), null],
  ])('%s: %s', (password, problem) => {
    expect(passwordProblem(password, ['Ruby', 'ruby@example.nz'])).toBe(problem);
  });

  it('ignores personal words shorter than three letters, which any password could contain', () => {
    expect(passwordProblem('Kiwi-Moa-Tui-2026', ['ki', ''])).toBeNull();
  });
});
