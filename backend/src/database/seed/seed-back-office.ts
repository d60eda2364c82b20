import { createHmac, randomUUID } from 'node:crypto';
import { IMAGE_CONTENT_TYPES } from '../../storage/file-signature';
import { StorageDriver } from '../../storage/storage.driver';
import { documentStorageKey, newSubmissionFolder } from '../../verification/document-storage-key';
import { SEED_DISMISSED_REPORT, SEED_OPEN_REPORTS, SEED_THREADS, SeedReport } from './seed-back-office-data';
import { generateSampleId, generateSampleSelfie } from './seed-images';
import { insertRows, Queryable } from './seed-rows';

const HOUR = 3_600_000;

export interface PendingSubmission {
  userId: string;
  firstName: string;
  submittedAt: Date;
}

/**
 * An ID and a selfie for every profile seeded as pending verification, stored the way
 * VerificationService.submit stores an upload (same keys, private documents bucket), with one
 * verification_documents row each, so the
 * admin queue's links open real (clearly fake) images.
 */
export async function seedVerificationDocuments(db: Queryable, storage: StorageDriver, bucket: string, submissions: PendingSubmission[]): Promise<void> {
  if (submissions.length === 0) return;
  // Rendered together: sharp spreads them over its threads, which keeps the first start quick.
  const [selfie, ...ids] = await Promise.all([generateSampleSelfie(), ...submissions.map((submission) => generateSampleId(submission.firstName))]);
  const rows: unknown[][] = [];
  for (const [index, submission] of submissions.entries()) {
    const folder = newSubmissionFolder(submission.userId);
    const files = [['id', ids[index]], ['selfie', selfie]] as const;
    for (const [fileType, image] of files) {
      const key = documentStorageKey(folder, fileType, 'jpeg');
      await storage.put(bucket, key, image, IMAGE_CONTENT_TYPES.jpeg);
      rows.push([submission.userId, fileType, key, submission.submittedAt]);
    }
  }
  await insertRows(db, 'verification_documents', ['user_id', 'file_type', 'file_url', 'created_at'], rows);
}

export interface InboxOptions {
  random: () => number;
  now: number;
  adminUserId: string;
  /** Never reported: whoever signs in with the demo advertiser account sees a clean profile. */
  advertiserUsername: string;
}

/**
 * reports.service stores an HMAC of the reporter's IP keyed with the JWT secret; the column is only a
 * record (rate limits are counted elsewhere). Seeded reports get a value of the same shape, from
 * documentation addresses (RFC 5737) under a seed-only key, so it matches no real visitor.
 */
function placeholderIpHash(index: number): string {
  return createHmac('sha256', 'demo-seed').update(`report-ip:203.0.113.${10 + index}`).digest('base64url');
}

/** Contact threads, admin replies among them, as history: inserted directly, so no email goes out. */
async function seedThreads(db: Queryable, { random, now }: InboxOptions): Promise<void> {
  const rows = SEED_THREADS.flatMap((thread) => {
    const threadId = randomUUID();
    return thread.messages.map((message) => {
      // A few minutes either way, so the times do not all fall on the hour; messages are hours apart.
      const at = new Date(now - message.hoursAgo * HOUR + Math.floor(random() * 40 - 20) * 60_000);
      return [threadId, thread.name, thread.email, thread.phone, thread.city, message.text, message.fromAdmin, at];
    });
  });
  await insertRows(db, 'contact_messages', ['thread_id', 'name', 'email', 'phone', 'city', 'message', 'is_admin_reply', 'created_at'], rows);
}

/** Open reports and one the demo admin dismissed, on live free-plan profiles (the report journeys use paid ones). */
async function seedReports(db: Queryable, options: InboxOptions): Promise<void> {
  const reports: Array<SeedReport & { resolvedHoursAgo?: number }> = [...SEED_OPEN_REPORTS, SEED_DISMISSED_REPORT];
  const targets = (await db.query(
    `SELECT id FROM profiles WHERE subscription_tier = 'free' AND is_active AND NOT is_deleted AND username <> $1
     ORDER BY created_at DESC, username LIMIT $2`,
    [options.advertiserUsername, reports.length],
  )) as { id: string }[];
  const rows = targets.map(({ id }, index) => {
    const report = reports[index];
    const resolvedAt = report.resolvedHoursAgo === undefined ? null : new Date(options.now - report.resolvedHoursAgo * HOUR);
    return [
      id, report.reason, report.details, placeholderIpHash(index), resolvedAt ? 'dismissed' : 'open',
      resolvedAt ? options.adminUserId : null, resolvedAt, new Date(options.now - report.hoursAgo * HOUR),
    ];
  });
  await insertRows(db, 'profile_reports', ['profile_id', 'reason', 'details', 'reporter_ip_hash', 'status', 'resolved_by', 'resolved_at', 'created_at'], rows);
}

/** The back office's day of work: messages to answer and reports to review. */
export async function seedInbox(db: Queryable, options: InboxOptions): Promise<void> {
  await seedThreads(db, options);
  await seedReports(db, options);
}
