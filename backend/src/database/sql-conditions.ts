/** A WHERE clause built from optional conditions, each with its value as a numbered parameter. */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Adds a condition on one value; `sql` gets the value's placeholder ($1, $2, ...). */
  add(sql: (placeholder: string) => string, value: unknown): void {
    this.params.push(value);
    this.conditions.push(sql(`$${this.params.length}`));
  }

  /** `WHERE a AND b`, or nothing when no condition was added. */
  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}
