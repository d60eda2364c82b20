// The one place dates are written for people: always New Zealand's day and clock (Pacific/Auckland), in its style.
let longDate: Intl.DateTimeFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

/** Noon in New Zealand (standard time) is still that day under daylight saving, so a calendar day stays itself. */
const instant = (value: Date | string): Date => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+12:00`) : new Date(value));

/**
 * "23 November 2026": an instant's day in New Zealand, or a `yyyy-MM-dd` calendar day as it is, as the
 * invoices, the emails and the public site's billing write dates. Built on first use: a formatter is costly to make.
 */
export function nzLongDate(value: Date | string): string {
  longDate ??= new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', year: 'numeric' });
  return longDate.format(instant(value));
}

/** "26 Nov 2026": the back office's lists and cards. */
export function nzShortDate(value: Date | string): string {
  shortDate ??= new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'short', year: 'numeric' });
  return shortDate.format(instant(value));
}

/** "26 Nov 2026, 2:05 pm": a moment on New Zealand's clock. */
export function nzDateTime(value: Date | string): string {
  dateTime ??= new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return dateTime.format(instant(value));
}
