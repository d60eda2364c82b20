import { bankAccountProblem, formatBankAccount, parseBankAccount } from './nz-bank-account';

describe('New Zealand bank account numbers', () => {
  it.each([
    ['01-0902-0068389-00', 'IRD example, algorithm A'],
    ['08-6523-1954512-001', 'IRD example, algorithm D'],
    ['26-2600-0320871-032', 'IRD example, algorithm G'],
    ['03-0049-0001100-27', "Inland Revenue's own account for payments"],
    ['12-3140-0123452-000', 'the demo settings'],
    ['01 902 0068389 00', 'spaces and a three-digit branch'],
    ['1231400123452000', 'sixteen digits run together'],
  ])('accepts %s (%s)', (account) => {
    expect(bankAccountProblem(account)).toBeNull();
  });

  it.each([
    ['12-3140-0123456-000', 'check-digit'],
    ['03-0049-0001101-27', 'check-digit'],
    ['99-3140-0123452-000', 'bank'],
    ['12-9999-0123452-000', 'branch'],
    ['12-3140-123452-000', 'format'],
    ['12-3140-0123452', 'format'],
    ['12-3140-11234520-000', 'format'],
    ['12-3140-0123452-1000', 'format'],
    ['ab-cdef-ghijklm-nop', 'format'],
  ])('refuses %s: %s', (account, problem) => {
    expect(bankAccountProblem(account)).toBe(problem);
  });

  it('writes every account as BB-bbbb-AAAAAAA-SSS', () => {
    expect(formatBankAccount(parseBankAccount('01 902 0068389 00')!)).toBe('01-0902-0068389-000');
    expect(formatBankAccount(parseBankAccount('12-3140-00123452-0000')!)).toBe('12-3140-0123452-000');
  });
});
