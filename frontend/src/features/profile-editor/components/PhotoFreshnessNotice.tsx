import { nzMonthYear, PHOTO_FRESHNESS, type OwnerProfile } from 'contract';
import { Link } from 'react-router-dom';

/** The moment `months` calendar months before now (the server's rule, done the same way). */
function monthsAgo(months: number, now: Date): Date {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}

/**
 * Photo freshness: out of the directory because the newest photo is over 12 months old, and how to
 * come back; or, from 6 months, a reminder to add a new photo before that happens.
 */
export function PhotoFreshnessNotice({ profile, now = new Date() }: { profile: OwnerProfile; now?: Date }) {
  const updated = profile.photos_updated_at;
  const upload = (
    <Link to="/profile?tab=photos">
      Upload a new photo
    </Link>
  );
  if ((profile.withheld_for ?? []).includes('stale_photos')) {
    return (
      <div className="alert alert-error editor-moderation" role="status">
        <p>
          <strong>Your profile is not shown in the directory.</strong> Your newest photo is over {PHOTO_FRESHNESS.withholdAfterMonths} months old
          {updated ? ` (${nzMonthYear(updated)})` : ''}, and our terms remove listings whose photos are that old.
        </p>
        <p>{upload}: once our team approves it, your profile is listed again.</p>
      </div>
    );
  }
  if (!updated || new Date(updated) > monthsAgo(PHOTO_FRESHNESS.remindAfterMonths, now)) return null;
  return (
    <div className="alert editor-moderation editor-moderation--waiting" role="status">
      <p>
        <strong>Time for new photos.</strong> Your newest photo was uploaded in {nzMonthYear(updated)}. Our terms ask for new photos at least twice a
        year, and a profile whose photos are over {PHOTO_FRESHNESS.withholdAfterMonths} months old leaves the directory.
      </p>
      <p>{upload}.</p>
    </div>
  );
}
