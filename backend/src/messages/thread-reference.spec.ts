import { threadReference } from './thread-reference';

describe('thread reference', () => {
  it('reads the first 8 hex characters as a number, modulo 1,000,000', () => {
    // 0x0001e240 = 123456
    expect(threadReference('0001e240-9c1b-4d7a-8f00-000000000000')).toBe('MSG-123456');
  });

  it('pads to six digits', () => {
    expect(threadReference('00000007-0000-4000-8000-000000000000')).toBe('MSG-000007');
  });

  it('keeps only the last six digits of large numbers', () => {
    // 0xffffffff = 4294967295
    expect(threadReference('ffffffff-0000-4000-8000-000000000000')).toBe('MSG-967295');
  });
});
