import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import type { PublicProfile } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { ProfileDetails } from './ProfileDetails';
import { ProfileNotFound } from './ProfileNotFound';
import './profile-view.css';

export default function ProfileViewPage() {
  const { username = '' } = useParams();
  const profile = useApi<PublicProfile>(`/profiles/${encodeURIComponent(username)}`);

  if (profile.status === 'loading') return <Spinner label="Loading profile..." />;
  if (profile.status === 'error') {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound />;
    return (
      <div className="container page">
        <p className="alert alert-error" role="alert">
          {errorMessage(profile.error, 'Failed to load profile')}{' '}
          <button type="button" className="btn btn-sm btn-outline" onClick={profile.retry}>
            Retry
          </button>
        </p>
      </div>
    );
  }
  return <ProfileDetails key={profile.data.id} profile={profile.data} />;
}
