import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GenerateSql } from '../common/sql/generate-sql';
import { variantOf } from './photo-variants';

/** The one question the orphan file sweep asks of profile_photos. */
@Injectable()
export class OrphanPhotoFilesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Which of these storage keys a photo row still references: either size, or a narrower copy of either whose
   * width the row records (photo-variants.ts). A copy whose width is not recorded (a crash before its row
   * said so) is an orphan like any other file.
   */
  @GenerateSql({ params: [['photos/file.webp', 'photos/file-480w.webp']] })
  async findReferencedKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const copies = keys.flatMap((key) => {
      const copy = variantOf(key);
      return copy ? [{ key, ...copy }] : [];
    });
    const rows: { key: string }[] = await this.db.query(
      `SELECT storage_key AS key FROM profile_photos WHERE storage_key = ANY($1::text[])
       UNION
       SELECT card_storage_key FROM profile_photos WHERE card_storage_key = ANY($1::text[])
       UNION
       SELECT c.key FROM unnest($2::text[], $3::text[], $4::smallint[]) AS c(key, base, width)
         JOIN profile_photos p ON (p.storage_key = c.base AND c.width = ANY (p.widths)) OR (p.card_storage_key = c.base AND c.width = ANY (p.card_widths))`,
      [keys, copies.map((copy) => copy.key), copies.map((copy) => copy.base), copies.map((copy) => copy.width)],
    );
    return new Set(rows.map((row) => row.key));
  }
}
