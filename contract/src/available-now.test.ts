import { availableNowText, isAvailableNow, isAvailableNowHours, nzTimeOfDay, nzToday } from './available-now';

describe('available now', () => {
  // 25 November 2026 is New Zealand daylight time (UTC+13).
  const now = new Date('2026-11-25T06:00:00Z'); // 7:00 pm in New Zealand

  it('writes the end on New Zealand’s clock', () => {
    expect(nzTimeOfDay(new Date('2026-11-25T08:30:00Z'), now)).toBe('9:30 pm');
    expect(nzTimeOfDay(new Date('2026-11-24T23:05:00Z'), now)).toBe('12:05 pm');
    expect(nzTimeOfDay(new Date('2026-11-25T11:00:00Z'), now)).toBe('12:00 am tomorrow');
    expect(nzTimeOfDay(new Date('2026-11-25T18:00:00Z'), now)).toBe('7:00 am tomorrow');
  });

  it('follows New Zealand standard time in winter (UTC+12)', () => {
    const june = new Date('2026-06-10T00:00:00Z');
    expect(nzTimeOfDay(new Date('2026-06-10T09:30:00Z'), june)).toBe('9:30 pm');
    expect(nzToday(june)).toBe('2026-06-10');
  });

  it('reads today in New Zealand, a day ahead of UTC in the evening', () => {
    expect(nzToday(new Date('2026-11-25T11:30:00Z'))).toBe('2026-11-26');
  });

  it('shows the text only while it runs', () => {
    expect(availableNowText('2026-11-25T08:30:00.000Z', now)).toBe('Available now until 9:30 pm');
    expect(isAvailableNow('2026-11-25T06:00:00.001Z', now)).toBe(true);
    expect(availableNowText('2026-11-25T06:00:00.000Z', now)).toBeNull();
    expect(availableNowText(null, now)).toBeNull();
  });

  it('accepts 1 to 12 whole hours', () => {
    expect([1, 6, 12].every(isAvailableNowHours)).toBe(true);
    for (const bad of [0, 13, 1.5, -1, '3', null, Number.NaN]) expect(isAvailableNowHours(bad)).toBe(false);
  });
});
