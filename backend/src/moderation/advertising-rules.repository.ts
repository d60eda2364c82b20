import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';

export type RuleAction = 'block' | 'review';

export interface AdvertisingRuleRow {
  id: string;
  name: string;
  pattern: string;
  action: RuleAction;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, name, pattern, action, created_at, updated_at';

/** The advertising_rules table's reader and writer. */
@Injectable()
export class AdvertisingRulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  @GenerateSql()
  all(manager: EntityManager = this.dataSource.manager): Promise<AdvertisingRuleRow[]> {
    return manager.query(`SELECT ${COLUMNS} FROM advertising_rules ORDER BY action, lower(name)`);
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findById(id: string): Promise<AdvertisingRuleRow | undefined> {
    const rows: AdvertisingRuleRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM advertising_rules WHERE id = $1`, [id]);
    return rows[0];
  }

  @GenerateSql({ params: [MANAGER, { name: 'text', pattern: 'text', action: 'review' }] })
  async insert(manager: EntityManager, rule: Pick<AdvertisingRuleRow, 'name' | 'pattern' | 'action'>): Promise<AdvertisingRuleRow> {
    const rows: AdvertisingRuleRow[] = await manager.query(`INSERT INTO advertising_rules (name, pattern, action) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [rule.name, rule.pattern, rule.action]);
    return rows[0];
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID, { name: 'text', pattern: 'text', action: 'review' }] })
  async update(manager: EntityManager, id: string, rule: Pick<AdvertisingRuleRow, 'name' | 'pattern' | 'action'>): Promise<AdvertisingRuleRow | undefined> {
    const [rows]: [AdvertisingRuleRow[], number] = await manager.query(
      `UPDATE advertising_rules SET name = $2, pattern = $3, action = $4, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, rule.name, rule.pattern, rule.action],
    );
    return rows[0];
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID] })
  async delete(manager: EntityManager, id: string): Promise<AdvertisingRuleRow | undefined> {
    const [rows]: [AdvertisingRuleRow[], number] = await manager.query(`DELETE FROM advertising_rules WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
    return rows[0];
  }
}
