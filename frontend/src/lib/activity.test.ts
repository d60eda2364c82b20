import { activityLabel, isOnline, lastSeenText } from './activity';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('activity label timing', () => {
  it("shows 'Online' when last active within 15 minutes", () => {
    expect(activityLabel(minutesAgo(0), NOW)).toEqual({ kind: 'online' });
    expect(activityLabel(minutesAgo(15), NOW)).toEqual({ kind: 'online' });
  });

  it('shows nothing between 15 minutes and 2 hours', () => {
    expect(activityLabel(minutesAgo(16), NOW)).toEqual({ kind: 'none' });
    expect(activityLabel(minutesAgo(120), NOW)).toEqual({ kind: 'none' });
  });

  it("shows a relative '... ago' label after 2 hours", () => {
    expect(activityLabel(minutesAgo(121), NOW)).toEqual({ kind: 'ago', text: '2 hours ago' });
    expect(activityLabel(minutesAgo(60 * 5), NOW)).toEqual({ kind: 'ago', text: '5 hours ago' });
    expect(activityLabel(minutesAgo(60 * 24), NOW)).toEqual({ kind: 'ago', text: '1 day ago' });
    expect(activityLabel(minutesAgo(60 * 24 * 45), NOW)).toEqual({ kind: 'ago', text: '1 month ago' });
  });

  it('shows nothing when the profile was never active', () => {
    expect(activityLabel(null, NOW)).toEqual({ kind: 'none' });
  });

  it('drives the ONLINE bar and the last-seen text of the profile page', () => {
    expect(isOnline(minutesAgo(10), NOW)).toBe(true);
    expect(isOnline(minutesAgo(16), NOW)).toBe(false);
    expect(lastSeenText(minutesAgo(45), NOW)).toBe('Last seen: 45 minutes ago');
    expect(lastSeenText(minutesAgo(0), NOW)).toBe('Last seen: 1 minute ago');
    expect(lastSeenText(minutesAgo(180), NOW)).toBe('Last seen: more than 2 hours ago');
    expect(lastSeenText(null, NOW)).toBe('Last seen: more than 2 hours ago');
  });
});
