import type { OwnerModerationState } from 'contract';
import { KIND_LABELS, ModerationKind, ModerationState, REJECT_REASONS, RejectReason } from './moderation-kinds';
import type { ModerationDetails, ModerationItemRow } from './moderation.repository';

/** A queue item as the back office shows it. */
export interface ModerationItemView {
  id: string;
  kind: ModerationKind;
  kind_label: string;
  profile_id: string;
  photo_id: string | null;
  username: string;
  full_name: string;
  held: boolean;
  state: ModerationState;
  flag: string | null;
  details: ModerationDetails;
  reason: RejectReason | null;
  reason_label: string | null;
  note: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  /** Seconds since it was submitted, at the time of the answer. */
  age_seconds: number;
}

export function reasonLabel(reason: string | null): string | null {
  return reason ? (REJECT_REASONS[reason as RejectReason] ?? reason) : null;
}

/** Turns a photo address stored with an item into one the back office can open now (a fresh signed link). */
export type PhotoLink = (url: string) => string;

/** The item's photos as links that open whatever the photo's state: the public route serves approved photos only. */
function withPhotoLinks(details: ModerationDetails, link: PhotoLink): ModerationDetails {
  return {
    ...details,
    ...(details.photo_url ? { photo_url: link(details.photo_url) } : {}),
    ...(details.photo_urls ? { photo_urls: details.photo_urls.map(link) } : {}),
    ...(details.match
      ? { match: { ...details.match, photo_url: link(details.match.photo_url), ...(details.match.new_photo_url ? { new_photo_url: link(details.match.new_photo_url) } : {}) } }
      : {}),
  };
}

export function toModerationItemView(row: ModerationItemRow, link: PhotoLink, now: Date = new Date()): ModerationItemView {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: KIND_LABELS[row.kind],
    profile_id: row.profile_id,
    photo_id: row.photo_id,
    username: row.details.username,
    full_name: row.details.full_name,
    held: row.held,
    state: row.state,
    flag: row.flag,
    details: withPhotoLinks(row.details, link),
    reason: row.reason as RejectReason | null,
    reason_label: reasonLabel(row.reason),
    note: row.note,
    decided_by: row.decided_by,
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    age_seconds: Math.max(0, Math.floor((now.getTime() - new Date(row.created_at).getTime()) / 1000)),
  };
}

export function toOwnerModerationState(row: ModerationItemRow & { state: OwnerModerationState['state'] }): OwnerModerationState {
  return {
    kind: row.kind,
    state: row.state,
    held: row.held,
    reason: reasonLabel(row.reason),
    note: row.note,
    submitted_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}
