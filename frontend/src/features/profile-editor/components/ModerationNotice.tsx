import type { OwnerProfile } from 'contract';

/**
 * Where the profile stands with moderation: waiting for its first review, or not approved
 * with the team's reason and how to send it again.
 */
export function ModerationNotice({ profile }: { profile: OwnerProfile }) {
  const profileItems = (profile.moderation ?? []).filter((item) => item.kind !== 'photo');
  const latest = [...profileItems].sort((a, b) => b.submitted_at.localeCompare(a.submitted_at))[0];
  if (!latest || !(profile.withheld_for ?? []).includes('review')) return null;
  if (latest.state === 'rejected') {
    return (
      <div className="alert alert-error editor-moderation" role="status">
        <p>
          <strong>Your profile was not approved.</strong> {[latest.reason, latest.note].filter(Boolean).join('. ')}
        </p>
        <p>Change what the reason says and save your profile to send it to us again.</p>
      </div>
    );
  }
  return (
    <div className="alert editor-moderation editor-moderation--waiting" role="status">
      <p>
        <strong>Your profile is waiting for review.</strong> It will appear in the directory once our team approves it.
      </p>
    </div>
  );
}
