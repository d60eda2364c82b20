/** "Due in 7 h 59 min" before the deadline, "Overdue by 12 min" after it. */
export function countdown(secondsLeft: number): string {
  const total = Math.abs(secondsLeft);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const span = hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
  return secondsLeft > 0 ? `Due in ${span}` : `Overdue by ${span}`;
}
