import type { ClientBase } from 'pg';

/** The sealed objects a database snapshot knows, with the master key wrapping each data key (backups read it inside their snapshot). */
export async function sealedFilesIn(client: ClientBase): Promise<{ bucket: string; key: string; key_id: string }[]> {
  const { rows } = await client.query<{ bucket: string; key: string; key_id: string }>(`SELECT bucket, key, key_id FROM sealed_files ORDER BY bucket, key`);
  return rows;
}
