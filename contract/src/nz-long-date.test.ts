import { nzDateTime, nzLongDate, nzShortDate } from './nz-long-date';

describe('nzLongDate', () => {
  it("writes an instant's New Zealand day, a day ahead of UTC in the evening", () => {
    expect(nzLongDate(new Date('2026-06-14T11:59:00Z'))).toBe('14 June 2026');
    expect(nzLongDate(new Date('2026-06-14T12:00:00Z'))).toBe('15 June 2026');
  });

  it('writes a calendar day as it is, in winter and under daylight saving', () => {
    expect(nzLongDate('2026-06-30')).toBe('30 June 2026');
    expect(nzLongDate('2026-11-30')).toBe('30 November 2026');
  });
});

describe('nzShortDate and nzDateTime', () => {
  it('write the New Zealand day the way every back-office screen does, never the US order', () => {
    expect(nzShortDate(new Date('2026-11-26T01:00:00Z'))).toBe('26 Nov 2026');
    expect(nzShortDate('2026-11-26T13:30:00Z')).toBe('27 Nov 2026');
    expect(nzShortDate('2026-11-26')).toBe('26 Nov 2026');
  });

  it('write the time on New Zealand clocks', () => {
    expect(nzDateTime('2026-11-26T01:05:00Z')).toMatch(/^26 Nov 2026, 2:05\s?pm$/);
    expect(nzDateTime('2026-06-26T01:05:00Z')).toMatch(/^26 Jun 2026, 1:05\s?pm$/);
  });
});
