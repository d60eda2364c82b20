/** Calendar arithmetic on New Zealand dates written yyyy-MM-dd (no time of day, so no zone); moving by days is contract's addDays. */
import { addDays } from 'contract';

/** Every date from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}
