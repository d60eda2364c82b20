import { DataSource, EntityTarget } from 'typeorm';

/** Column types whose value pg parses exactly as TypeORM hydrates it ('date' is read as text, as TypeORM gives it). */
const SAME_AS_TYPEORM = new Set(['uuid', 'text', 'smallint', 'integer', 'bigint', 'boolean', 'timestamptz', 'date']);

/**
 * The select list of an entity's columns under their property names, so a statement read through
 * the pg pool (readRows) gives rows shaped as TypeORM's entities, without its query builder and
 * hydration: about a millisecond of CPU on a public profile page. A column this cannot read the same
 * way (a transformer, another type) fails here, at the first read, rather than read differently.
 */
export function entityColumns(db: DataSource, entity: EntityTarget<object>): string {
  const { columns, name } = db.getMetadata(entity);
  return columns
    .map((column) => {
      const type = String(column.type);
      if (column.transformer || !SAME_AS_TYPEORM.has(type)) throw new Error(`${name}.${column.propertyName}: a ${type} column is not read through entityColumns`);
      return `${column.databaseName}${type === 'date' ? '::text' : ''} AS "${column.propertyName}"`;
    })
    .join(', ');
}
