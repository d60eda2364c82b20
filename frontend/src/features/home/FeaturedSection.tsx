import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ProfileGrid } from '../../components/ProfileGrid';
import { QuickSearch } from '../../components/QuickSearch';
import { SearchBox } from '../../components/SearchBox';
import { Spinner } from '../../components/Spinner';
import { useDailyPickId } from '../../lib/daily-pick';
import { useRetry } from '../../lib/react-query';
import { featuredProfilesQuery, useFeaturedProfiles } from './api/get-featured-profiles';

export function FeaturedSection() {
  const featured = useFeaturedProfiles();
  const retry = useRetry(featuredProfilesQuery.queryKey);
  const dailyPickId = useDailyPickId();
  const [term, setTerm] = useState('');
  const navigate = useNavigate();

  const search = (value: string) => navigate(value ? `/directory?search=${encodeURIComponent(value)}` : '/directory');

  return (
    <section className="container featured" aria-labelledby="featured-title">
      <h2 id="featured-title" className="section-title">
        Featured Companions
      </h2>
      <div className="with-sidebar">
        <QuickSearch />
        <div className="featured-main">
          <SearchBox value={term} onChange={setTerm} onSearch={search} />
          {featured.isPending && <Spinner label="Loading featured profiles..." />}
          {featured.isError && (
            <div className="alert alert-error" role="alert">
              Failed to fetch featured profiles{' '}
              <button type="button" className="btn btn-sm btn-outline" onClick={retry}>
                Retry
              </button>
            </div>
          )}
          {featured.isSuccess &&
            (featured.data.length === 0 ? (
              <div className="empty-state card">
                <p>No featured profiles yet. Be the first to upgrade!</p>
                <Link to="/pricing" className="btn btn-primary">
                  Upgrade Now
                </Link>
              </div>
            ) : (
              <>
                <ProfileGrid cards={featured.data} dailyPickId={dailyPickId} label="Featured profiles" />
                <p className="featured-more">
                  <Link to="/directory" className="btn btn-outline">
                    View All Profiles
                  </Link>
                </p>
              </>
            ))}
        </div>
      </div>
    </section>
  );
}
