/** A WHERE clause built from optional conditions, each with its value as a numbered parameter. */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Adds a condition on one value; `sql` gets the value's placeholder ($1, $2, ...). */
  add(sql: (placeholder: string) => string, value: unknown): void {
    this.params.push(value);
    this.conditions.push(sql(`$${this.params.length}`));
  }

  /** Adds a condition on several values; `sql` gets their placeholders in the same order. */
  addAll(sql: (...placeholders: string[]) => string, ...values: unknown[]): void {
    const placeholders = values.map((value) => {
      this.params.push(value);
      return `$${this.params.length}`;
    });
    this.conditions.push(sql(...placeholders));
  }

  /** `WHERE a AND b`, or nothing when no condition was added. */
  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}
