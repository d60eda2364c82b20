import { nzLongDate } from './nz-long-date';

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
