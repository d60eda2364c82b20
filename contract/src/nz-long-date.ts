let longDate: Intl.DateTimeFormat | undefined;

/**
 * "23 November 2026": an instant's day in New Zealand, or a `yyyy-MM-dd` calendar day as it is, as the
 * invoices, the emails and the public site's billing write dates. Built on first use: a formatter is costly to make.
 */
export function nzLongDate(value: Date | string): string {
  longDate ??= new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', year: 'numeric' });
  // Noon in New Zealand (standard time) is still that day under daylight saving.
  return longDate.format(typeof value === 'string' ? new Date(`${value}T12:00:00+12:00`) : value);
}
