import { SecretBox } from './secret-box';
import { newRecoveryCodes, readSecondFactorCode } from './totp';

describe('SecretBox', () => {
  const box = new SecretBox('an-app-secret-of-at-least-32-characters');
  const user = '7d1c9a2e-0000-4000-8000-000000000001';

  it('opens what it sealed for the same account, and never shows the plaintext', () => {
    const sealed = box.seal(user, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(user, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal(user, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('opens nothing sealed for another account, under another app secret, or tampered with', () => {
    const sealed = box.seal(user, 'JBSWY3DPEHPK3PXP');
    expect(box.open('7d1c9a2e-0000-4000-8000-000000000002', sealed)).toBeNull();
    expect(new SecretBox('another-app-secret-of-32-characters!').open(user, sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(box.open(user, [version, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(box.open(user, 'v2.a.b.c')).toBeNull();
    expect(box.open(user, 'garbage')).toBeNull();
  });

  it('hashes recovery codes per account with a key of its own', () => {
    expect(box.hash(user, 'abcdefghjk')).toBe(box.hash(user, 'abcdefghjk'));
    expect(box.hash(user, 'abcdefghjk')).not.toBe(box.hash('7d1c9a2e-0000-4000-8000-000000000002', 'abcdefghjk'));
    expect(box.hash(user, 'abcdefghjk')).not.toBe(new SecretBox('another-app-secret-of-32-characters!').hash(user, 'abcdefghjk'));
  });
});

describe('reading a second factor code', () => {
  it.each([
    ['123456', { kind: 'totp', code: '123456' }],
    [' 123 456 ', { kind: 'totp', code: '123456' }],
    ['abcde-fghjk', { kind: 'recovery', code: 'abcdefghjk' }],
    ['ABCDE FGHJK', { kind: 'recovery', code: 'abcdefghjk' }],
    ['12345', null],
    ['1234567', null],
    ['abcde-fghj1', null],
    ['', null],
  ])('reads %j', (input, expected) => {
    expect(readSecondFactorCode(input)).toEqual(expected);
  });

  it('makes ten distinct recovery codes that read back as recovery codes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(readSecondFactorCode(code)).toEqual({ kind: 'recovery', code: code.replace('-', '') });
  });
});
