import { checkOwnerBirthdate } from './profiles.service';

describe('checkOwnerBirthdate', () => {
  // 10:00 on 15 June 2026 in New Zealand (NZST, UTC+12), still 14 June in UTC.
  const now = new Date('2026-06-14T22:00:00Z');
  const refusal = (birthdate: string) => {
    try {
      checkOwnerBirthdate(birthdate, now);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('accepts the 18th birthday as it starts in New Zealand, and refuses the day before', () => {
    expect(refusal('2008-06-15')).toBeUndefined();
    expect(refusal('2008-06-16')).toBe('You must be between 18 and 99 years old');
  });

  it('accepts 99 up to the day before the 100th birthday, and refuses the 100th birthday', () => {
    expect(refusal('1927-06-16')).toBeUndefined();
    expect(refusal('1926-06-16')).toBeUndefined();
    expect(refusal('1926-06-15')).toBe('You must be between 18 and 99 years old');
  });

  it('takes a 29 February birthday to come of age on 1 March in a common year', () => {
    // 23:00 on 28 February, then 01:00 on 1 March, in New Zealand (NZDT, UTC+13).
    expect(() => checkOwnerBirthdate('2008-02-29', new Date('2026-02-28T10:00:00Z'))).toThrow('You must be between 18 and 99 years old');
    expect(() => checkOwnerBirthdate('2008-02-29', new Date('2026-02-28T12:00:00Z'))).not.toThrow();
  });

  it('refuses a date that does not exist', () => {
    expect(refusal('2001-02-30')).toBe('Birthdate must be a date like 1995-04-30');
  });
});
