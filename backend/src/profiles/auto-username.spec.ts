import { autoUsername } from './auto-username';

describe('auto-created usernames (spec §4)', () => {
  it('keeps the alphanumerics of the local part and appends the number', () => {
    expect(autoUsername('mia.rose_99@example.co.nz', 42)).toBe('miarose9942');
  });

  it('pads the number when the result would be shorter than 3 characters', () => {
    expect(autoUsername('a@example.co.nz', 5)).toBe('a05');
    expect(autoUsername('...@example.co.nz', 7)).toBe('user7');
  });
});
