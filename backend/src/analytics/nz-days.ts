/** Calendar arithmetic on New Zealand dates written yyyy-MM-dd (no time of day, so no zone). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}
