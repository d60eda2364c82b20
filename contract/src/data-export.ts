/** "My data" (Privacy Act 2020 IPP 6): an advertiser's copy of everything held about them. */

/** Where the latest request stands: none yet, being prepared, emailed and waiting, used, past its 24 hours, or failed. */
export const DATA_EXPORT_STATUSES = ['none', 'preparing', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** GET/POST /api/data-export: the signed-in user's latest request. */
export interface DataExportState {
  status: DataExportStatus;
  requested_at: string | null;
  ready_at: string | null;
  /** When the emailed link stops working (24 hours after it was sent). */
  expires_at: string | null;
  /** When another request may be made, while the daily limit is reached; else null. */
  next_request_at: string | null;
}

/** GET /api/data-export/link?token=: a link that can still download, without using it up. */
export interface DataExportLink {
  status: 'ready';
  expires_at: string;
  size_bytes: number;
}

export const DataExportMessages = {
  requested: 'We are preparing your data. We will email you a download link when it is ready.',
  alreadyPreparing: 'Your data download is already being prepared. We will email you a link when it is ready.',
  tooManyRequests: 'You have asked for your data 3 times in the last 24 hours. Please try again later.',
  linkUnknown: 'This download link is not valid. Request a new download from your account.',
  linkUsed: 'This download link has already been used. Request a new download from your account.',
  linkExpired: 'This download link has expired. Request a new download from your account.',
  deleteWhilePreparing: 'Your data download is being prepared. Please wait for its email before deleting your profile.',
} as const;
