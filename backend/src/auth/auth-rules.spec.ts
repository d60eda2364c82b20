import { passwordProblem, PasswordRuleMessages } from './password-rules';
import { accountDelayMs } from './rate-limit/login-throttle.service';

describe('account slow-down', () => {
  it('is free for 4 failures, then 30 s doubling up to 15 minutes', () => {
    expect([4, 5, 6, 7, 9, 10, 50].map(accountDelayMs)).toEqual([0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000]);
  });
});

describe('password rules', () => {
  it.each([
    ['Abc-123', PasswordRuleMessages.tooShort],
    ['x'.repeat(129), PasswordRuleMessages.tooLong],
    ['123456789', PasswordRuleMessages.common],
    ['LetMeIn1', PasswordRuleMessages.common],
    ['ruby-2026-kiwi', PasswordRuleMessages.personal],
    ['Kiwi-Moa-Tui-2026', null],
    ['x'.repeat(128), null],
  ])('%s: %s', (password, problem) => {
    expect(passwordProblem(password, ['Ruby', 'ruby@example.nz'])).toBe(problem);
  });

  it('ignores personal words shorter than three letters, which any password could contain', () => {
    expect(passwordProblem('Kiwi-Moa-Tui-2026', ['ki', ''])).toBeNull();
  });
});
