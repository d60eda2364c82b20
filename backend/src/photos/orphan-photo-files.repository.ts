import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The one question the orphan file sweep asks of profile_photos. */
@Injectable()
export class OrphanPhotoFilesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Which of these storage keys a photo row still references (either size). */
  async findReferencedKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: { key: string }[] = await this.db.query(
      `SELECT storage_key AS key FROM profile_photos WHERE storage_key = ANY($1::text[])
       UNION
       SELECT card_storage_key FROM profile_photos WHERE card_storage_key = ANY($1::text[])`,
      [keys],
    );
    return new Set(rows.map((row) => row.key));
  }
}
