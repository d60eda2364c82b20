import type { ProfileCard } from 'contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProfileGrid } from '../../components/ProfileGrid';
import { useDailyPickId } from '../../lib/daily-pick';
import { getFavourites, replaceFavourites, useFavourites } from '../../lib/favourites';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { FreshFavourites, useFreshFavourites } from './api/get-fresh-favourites';

/** Brings saved snapshots up to date and drops profiles that no longer exist. */
function mergeFreshFavourites(fresh: FreshFavourites): void {
  // Merge into the current list so hearts toggled meanwhile are kept.
  replaceFavourites(
    getFavourites()
      .map((card) => (Object.hasOwn(fresh, card.id) ? fresh[card.id] : card))
      .filter((card): card is ProfileCard => card !== null),
  );
}

export default function FavouritesPage() {
  const { favourites } = useFavourites();
  const dailyPickId = useDailyPickId();
  // The list as this visit found it is refreshed once; hearts toggled here do not fetch again.
  const [saved] = useState(getFavourites);
  const fresh = useFreshFavourites(saved);
  useSitePageMeta('favourites');

  useEffect(() => {
    if (fresh.data) mergeFreshFavourites(fresh.data);
  }, [fresh.data]);

  return (
    <div className="container page">
      <h1 className="page-title">Favourites</h1>
      <p>Profiles you save with the heart are kept in this browser only.</p>
      {favourites.length === 0 ? (
        <div className="empty-state card">
          <p>You have not saved any favourites yet.</p>
          <Link to="/directory" className="btn btn-primary">
            Browse Directory
          </Link>
        </div>
      ) : (
        <ProfileGrid cards={favourites} dailyPickId={dailyPickId} label="Favourite profiles" />
      )}
    </div>
  );
}
