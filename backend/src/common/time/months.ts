/** The moment `months` calendar months before `at`, on the same day of the month or the month's last (UTC, as PostgreSQL's `- interval 'n months'`). */
export function monthsBefore(at: Date, months: number): Date {
  const moved = new Date(at);
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

export function monthsAfter(at: Date, months: number): Date {
  return monthsBefore(at, -months);
}
