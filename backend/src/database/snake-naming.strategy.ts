import { DefaultNamingStrategy, NamingStrategyInterface } from 'typeorm';

/** Column names follow the spec (snake_case) while entity properties stay camelCase. */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  columnName(propertyName: string, customName: string | undefined, prefixes: string[]): string {
    const name = customName ?? propertyName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    return prefixes.length ? `${prefixes.join('_')}_${name}` : name;
  }

  joinColumnName(relationName: string, referencedColumnName: string): string {
    return `${relationName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}_${referencedColumnName}`;
  }
}
