import type { ThreadStatus } from 'contract';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { SortOrder } from '../common/http/lists/simple-rest';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';
import { ContactMessage } from './entities/contact-message.entity';
import { threadReferenceSql } from './thread-reference';

/** A thread as the admin list shows it, computed from its non-deleted messages. */
export interface ThreadSummary {
  id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  createdAt: Date;
  preview: string;
  status: ThreadStatus;
  messageCount: number;
}

export const THREAD_SORT_FIELDS = ['id', 'created_at', 'name', 'email', 'phone', 'city', 'status', 'message_count', 'reference'] as const;
export type ThreadSortField = (typeof THREAD_SORT_FIELDS)[number];

export interface ThreadFilter {
  ids?: string[];
  search?: string;
  status?: ThreadStatus;
}

const SORT_SQL: Record<ThreadSortField, string> = {
  id: 'id',
  created_at: 'created_at',
  name: 'lower(name)',
  email: 'lower(email)',
  phone: 'phone',
  city: 'lower(city)',
  status: 'status',
  message_count: 'message_count',
  reference: 'reference',
};

/** Longest preview sent; the admin clamps it to two lines. */
const PREVIEW_LENGTH = 300;

/**
 * One row per thread: who wrote (the first message), when the latest message came, its preview,
 * and whether it was an admin reply. Threads are only groups of messages, so this is computed.
 */
const THREADS_SQL = `
  SELECT t.*,
    CASE WHEN t.last_is_reply THEN 'replied' ELSE 'awaiting' END AS status,
    ${threadReferenceSql('t.id')} AS reference
  FROM (
    SELECT thread_id AS id,
      (array_agg(name ORDER BY created_at, id))[1] AS name,
      (array_agg(email ORDER BY created_at, id))[1] AS email,
      (array_agg(phone ORDER BY created_at, id))[1] AS phone,
      (array_agg(city ORDER BY created_at, id))[1] AS city,
      max(created_at) AS created_at,
      (array_agg(left(message, ${PREVIEW_LENGTH}) ORDER BY created_at DESC, id DESC))[1] AS preview,
      (array_agg(is_admin_reply ORDER BY created_at DESC, id DESC))[1] AS last_is_reply,
      count(*)::int AS message_count
    FROM contact_messages
    WHERE NOT is_deleted
    GROUP BY thread_id
  ) t`;

interface ThreadRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  created_at: Date;
  preview: string;
  status: ThreadStatus;
  message_count: number;
  total?: string;
}

function toSummary(row: ThreadRow): ThreadSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    createdAt: row.created_at,
    preview: row.preview,
    status: row.status,
    messageCount: row.message_count,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

@Injectable()
export class MessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  @GenerateSql({ params: [{ threadId: DummyValue.UUID, name: 'text', email: DummyValue.EMAIL, phone: '021 555 0101', city: 'Auckland', message: 'text', isAdminReply: false }, MANAGER] })
  async insertMessage(message: Omit<ContactMessage, 'id' | 'createdAt' | 'isDeleted'>, manager: EntityManager = this.dataSource.manager): Promise<ContactMessage> {
    return manager.getRepository(ContactMessage).save(manager.getRepository(ContactMessage).create({ ...message, isDeleted: false }));
  }

  @GenerateSql(
    { name: 'every filter', params: [{ ids: [DummyValue.UUID], search: 'text', status: 'awaiting' }, { field: 'name', order: 'ASC' }, 0, 25] },
    { name: 'no filter', params: [{}, { field: 'created_at', order: 'DESC' }, 0, 25] },
  )
  async findThreadPage(filter: ThreadFilter, sort: { field: ThreadSortField; order: SortOrder }, offset: number, limit: number): Promise<[ThreadSummary[], number]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.ids) {
      params.push(filter.ids);
      where.push(`id = ANY($${params.length}::uuid[])`);
    }
    if (filter.status) {
      params.push(filter.status);
      where.push(`status = $${params.length}`);
    }
    if (filter.search) {
      params.push(`%${escapeLike(filter.search)}%`);
      const p = `$${params.length}`;
      where.push(`(name ILIKE ${p} OR email ILIKE ${p} OR phone ILIKE ${p} OR city ILIKE ${p} OR reference ILIKE ${p})`);
    }
    params.push(limit, offset);
    const rows: ThreadRow[] = await this.dataSource.query(
      `SELECT *, count(*) OVER () AS total FROM (${THREADS_SQL}) threads
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${SORT_SQL[sort.field]} ${sort.order}, id ${sort.order}
       LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    if (rows.length > 0) return [rows.map(toSummary), Number(rows[0].total)];
    // An offset past the end still needs the total.
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM (${THREADS_SQL}) threads ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`, params.slice(0, -2));
    return [[], count];
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findThread(threadId: string): Promise<ThreadSummary | undefined> {
    const rows: ThreadRow[] = await this.dataSource.query(`SELECT * FROM (${THREADS_SQL}) threads WHERE id = $1`, [threadId]);
    return rows[0] ? toSummary(rows[0]) : undefined;
  }

  /** Messages of a thread, oldest first (spec §9). */
  @GenerateSql({ params: [DummyValue.UUID] })
  findThreadMessages(threadId: string, manager: EntityManager = this.dataSource.manager): Promise<ContactMessage[]> {
    return manager.getRepository(ContactMessage).find({ where: { threadId, isDeleted: false }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Every message, deleted ones too, of the threads someone wrote from one of `emails` (any case). */
  @GenerateSql({ params: [[DummyValue.EMAIL]] })
  findThreadsWrittenFrom(emails: string[]): Promise<ContactMessage[]> {
    return this.dataSource.query(
      `SELECT id, thread_id AS "threadId", name, email, phone, city, message, is_admin_reply AS "isAdminReply", is_deleted AS "isDeleted", created_at AS "createdAt"
       FROM contact_messages
       WHERE thread_id IN (SELECT thread_id FROM contact_messages WHERE NOT is_admin_reply AND lower(email) = ANY($1::text[]))
       ORDER BY thread_id, created_at, id`,
      [emails.map((email) => email.toLowerCase())],
    );
  }

  /** Soft-deletes every message of the thread; the number of messages hidden. */
  @GenerateSql({ params: [DummyValue.UUID, MANAGER] })
  async softDeleteThread(threadId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const result = await manager.query(`UPDATE contact_messages SET is_deleted = true WHERE thread_id = $1 AND NOT is_deleted`, [threadId]);
    return result[1] as number;
  }

  @GenerateSql()
  async countAwaitingThreads(): Promise<number> {
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM (${THREADS_SQL}) threads WHERE status = 'awaiting'`);
    return count;
  }
}
