import { addDays, addMonths, cardTourStop, formatDayRange, isCalendarDay, touringText } from './touring';

describe('tour stop dates', () => {
  it('reads only real yyyy-MM-dd days', () => {
    expect(isCalendarDay('2026-12-03')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-2-3', '03/12/2026', '2026-12-03T00:00:00Z', '', '2026-13-01']) expect(isCalendarDay(bad)).toBe(false);
  });

  it('counts days and months across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });
});

describe('formatDayRange', () => {
  const today = '2026-11-25';
  it.each([
    ['2026-12-03', '2026-12-06', '3–6 Dec'],
    ['2026-12-03', '2026-12-03', '3 Dec'],
    ['2026-11-29', '2026-12-02', '29 Nov – 2 Dec'],
    ['2026-12-30', '2027-01-02', '30 Dec 2026 – 2 Jan 2027'],
    ['2027-02-03', '2027-02-06', '3–6 Feb 2027'],
    ['2027-02-27', '2027-03-01', '27 Feb – 1 Mar 2027'],
    ['2027-03-09', '2027-03-09', '9 Mar 2027'],
  ])('%s to %s reads "%s"', (first, last, text) => {
    expect(formatDayRange(first, last, today)).toBe(text);
  });

  it('writes the card line', () => {
    expect(touringText({ town: 'Wellington', first_day: '2026-12-03', last_day: '2026-12-06' }, today)).toBe('Touring: Wellington 3–6 Dec');
  });
});

describe('cardTourStop', () => {
  const stop = (first_day: string, last_day: string) => ({ first_day, last_day });
  const today = '2026-11-25';

  it('shows the stop under way, including one that starts or ends today', () => {
    expect(cardTourStop([stop('2026-11-25', '2026-11-27')], today)).toEqual(stop('2026-11-25', '2026-11-27'));
    expect(cardTourStop([stop('2026-11-20', '2026-11-25')], today)).toEqual(stop('2026-11-20', '2026-11-25'));
  });

  it('does not show a stop that ended yesterday', () => {
    expect(cardTourStop([stop('2026-11-20', '2026-11-24')], today)).toBeNull();
  });

  it('shows the soonest stop starting within 14 days, and none further out', () => {
    expect(cardTourStop([stop('2026-12-20', '2026-12-22'), stop('2026-12-09', '2026-12-10')], today)).toEqual(stop('2026-12-09', '2026-12-10'));
    expect(cardTourStop([stop('2026-12-10', '2026-12-12')], today)).toBeNull();
  });
});
