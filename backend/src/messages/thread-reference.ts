/**
 * The reference shown to admins: MSG- and six digits, the first 8 hex characters of the thread id
 * read as a number, modulo 1,000,000 (spec §9). `threadReferenceSql` is the same rule in SQL, for search.
 */
export function threadReference(threadId: string): string {
  const number = parseInt(threadId.slice(0, 8), 16) % 1_000_000;
  return `MSG-${String(number).padStart(6, '0')}`;
}

export function threadReferenceSql(column: string): string {
  return `'MSG-' || lpad(((('x' || substr(${column}::text, 1, 8))::bit(32)::bigint) % 1000000)::text, 6, '0')`;
}
