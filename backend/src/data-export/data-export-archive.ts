import { Injectable } from '@nestjs/common';
import { Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';
import { AnalyticsReportsService } from '../analytics/analytics-reports.service';
import { AuditService } from '../audit/audit.service';
import { AccountsService } from '../auth/accounts.service';
import { SessionsService } from '../auth/sessions/sessions.service';
import { InvoicesService } from '../billing/invoices/invoices.service';
import type { ExportFile } from '../common/data-export/export-file';
import { MessagesService } from '../messages/messages.service';
import { PhotosService } from '../photos/photos.service';
import { ProfilesService } from '../profiles/profiles.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { VerificationService } from '../verification/verification.service';

/** The archive as it was written: its bytes, and the account's email to send the link to. */
export interface WrittenArchive {
  stream: Readable;
  /** Resolves with the archive's size once the last byte has been read from `stream`. */
  size: Promise<number>;
  email: string;
}

const README = (productName: string, at: Date) => `Your data from ${productName}
Prepared ${at.toISOString()} at your request (New Zealand Privacy Act 2020, information privacy principle 6).

account.json       your account (sign-in email, when it was made) and your sign-ins (sessions)
profile.json       your profile as it is stored, every field
photos.json        your photos: order, sizes, moderation state, upload time; the files are in photos/
                   (the full size as shown on your profile, with the site's name, and the card size)
invoices.json      your tax invoices with their payments and credit notes; each invoice's PDF is in invoices/
plans.json         your plan periods (paid, complimentary, replaced or credited)
verification.json  each verification decision with its dates, and your identity documents while we still
                   keep them (in verification/); documents deleted after the retention period are not here
messages.json      the messages you sent us through the contact form, and our replies
analytics.json     your profile's daily counters (views, visitors, contact taps); we keep nothing about visitors
audit-log.json     what our staff did to your account, profile, invoices and messages, and when

Questions about this copy or corrections to your information: use the contact form on the site.
`;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * What is held about one account, gathered from the modules that hold it (each through its
 * service's narrow export method, never its tables) and written as a ZIP as it is read: JSON files
 * in memory (they are small), photos, documents and PDFs opened one at a time when yazl reaches them.
 */
@Injectable()
export class DataExportArchive {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfilesService,
    private readonly photos: PhotosService,
    private readonly invoices: InvoicesService,
    private readonly subscriptions: SubscriptionsService,
    private readonly verification: VerificationService,
    private readonly messages: MessagesService,
    private readonly analytics: AnalyticsReportsService,
    private readonly audit: AuditService,
  ) {}

  /** Undefined when the account no longer exists (nothing to send, nowhere to send it). */
  async write(userId: string, productName: string, now: Date = new Date()): Promise<WrittenArchive | undefined> {
    const account = await this.accounts.exportAccount(userId);
    if (!account) return undefined;
    const profile = await this.profiles.exportOwn(userId);
    const photos = profile ? await this.photos.exportPhotos(profile.id) : { photos: [], files: [] };
    const billing = await this.invoices.exportForOwner(userId);
    const verification = await this.verification.exportFor(userId, profile?.id ?? null);
    const profileEmail = typeof profile?.row.email === 'string' ? profile.row.email : '';
    const threads = await this.messages.exportThreadsOf([account.email, profileEmail]);
    const audit = await this.audit.entriesAbout({
      userId,
      profileId: profile?.id ?? null,
      invoiceIds: billing.invoices.map((invoice) => invoice.id),
      threadIds: threads.map((thread) => thread.id),
    });

    const zip = new ZipFile();
    const add = (name: string, value: unknown) => zip.addBuffer(json(value), name, { mtime: now });
    zip.addBuffer(Buffer.from(README(productName, now)), 'README.txt', { mtime: now });
    add('account.json', { account, sessions: await this.sessions.exportSessions(userId) });
    add('profile.json', profile?.row ?? null);
    add('photos.json', photos.photos);
    add('invoices.json', billing.invoices);
    add('plans.json', await this.subscriptions.exportPeriods(userId));
    add('verification.json', verification.verification);
    add('messages.json', threads);
    add('analytics.json', profile ? await this.analytics.exportDaily(profile.id, now) : []);
    add('audit-log.json', audit);
    this.addFiles(zip, 'photos', photos.files, now, { compress: false });
    this.addFiles(zip, 'invoices', billing.files, now);
    this.addFiles(zip, 'verification', verification.files, now, { compress: false });
    zip.end();

    const { stream, size } = counted(zip);
    return { stream, size, email: account.email };
  }

  /** Images are stored as they are: WebP and JPEG do not compress further. */
  private addFiles(zip: ZipFile, folder: string, files: ExportFile[], now: Date, options: { compress?: boolean } = {}): void {
    for (const file of files) {
      zip.addReadStreamLazy(`${folder}/${file.name}`, { mtime: now, ...options }, (done) => {
        file.open().then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, undefined as unknown as Readable),
        );
      });
    }
  }
}

/** yazl's output as a Readable that counts its bytes, and fails when the archive does (a file that could not be read). */
function counted(zip: ZipFile): { stream: Readable; size: Promise<number> } {
  let bytes = 0;
  const output = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const size = new Promise<number>((resolve, reject) => {
    output.on('end', () => resolve(bytes));
    output.on('error', reject);
  });
  // Whoever reads the stream sees its error; this promise must not also be an unhandled rejection.
  size.catch(() => undefined);
  zip.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.pipe(output);
  return { stream: output, size };
}
