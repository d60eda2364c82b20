import { profileSummary, type PublicProfile } from 'contract';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useRetry } from '../../lib/react-query';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { profileQuery, useProfile } from './api/get-profile';
import { ProfileDetails } from './ProfileDetails';
import { ProfileNotFound } from './ProfileNotFound';
import './profile-view.css';

/**
 * The page's title, description and photo for sharing, the same as the server puts in the served
 * HTML. Set here rather than in ProfileDetails, which the editor's preview also shows.
 */
function SharedProfile({ profile }: { profile: PublicProfile }) {
  const primary = profile.photos.find((p) => p.is_primary) ?? profile.photos[0];
  useDocumentMeta(
    `${profile.full_name} (@${profile.username})`,
    profileSummary(profile),
    { image: primary?.card_url ?? null, type: 'profile', canonicalPath: `/profile/${encodeURIComponent(profile.username)}`, indexable: true },
  );
  return <ProfileDetails profile={profile} />;
}

export default function ProfileViewPage() {
  const { username = '' } = useParams();
  const profile = useProfile(username);
  const retry = useRetry(profileQuery(username).queryKey);

  if (profile.isPending) return <Spinner label="Loading profile..." />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound />;
    return (
      <div className="container page">
        <p className="alert alert-error" role="alert">
          {errorMessage(profile.error, 'Failed to load profile')}{' '}
          <button type="button" className="btn btn-sm btn-outline" onClick={retry}>
            Retry
          </button>
        </p>
      </div>
    );
  }
  return <SharedProfile key={profile.data.id} profile={profile.data} />;
}
