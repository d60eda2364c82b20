// Deliberately the public page's own component: the preview must be exactly what visitors see.
import type { OwnerProfile } from 'contract';
import { ProfileDetails } from '../../profile-view';

export function PreviewTab({ profile }: { profile: OwnerProfile }) {
  return (
    <>
      {!profile.is_active && (
        <p className="alert alert-error" role="status">
          Your profile is currently hidden from public listings.
        </p>
      )}
      <div className="editor-preview">
        <ProfileDetails profile={profile} />
      </div>
    </>
  );
}
