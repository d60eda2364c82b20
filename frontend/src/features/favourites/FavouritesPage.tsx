import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ProfileGrid } from '../../components/ProfileGrid';
import { api, ApiError } from '../../lib/api-client';
import { useDailyPickId } from '../../lib/daily-pick';
import { cardFromProfile, getFavourites, replaceFavourites, useFavourites } from '../../lib/favourites';
import type { ProfileCard, PublicProfile } from '../../lib/types';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** Brings saved snapshots up to date and drops profiles that no longer exist. */
async function refreshFavourites(saved: ProfileCard[], signal: AbortSignal): Promise<void> {
  const fresh = await Promise.all(
    saved.map(async (card) => {
      try {
        return cardFromProfile(await api<PublicProfile>(`/profiles/${encodeURIComponent(card.username)}`, { signal }));
      } catch (error) {
        return error instanceof ApiError && error.status === 404 ? null : card;
      }
    }),
  );
  if (signal.aborted) return;
  const byId = new Map(saved.map((card, i) => [card.id, fresh[i]]));
  // Merge into the current list so hearts toggled meanwhile are kept.
  replaceFavourites(
    getFavourites()
      .map((card) => (byId.has(card.id) ? byId.get(card.id)! : card))
      .filter((card): card is ProfileCard => card !== null),
  );
}

export default function FavouritesPage() {
  const { favourites } = useFavourites();
  const dailyPickId = useDailyPickId();
  useDocumentMeta('Favourites', 'The profiles you saved in this browser.');

  useEffect(() => {
    const controller = new AbortController();
    const saved = getFavourites();
    if (saved.length) refreshFavourites(saved, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);

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
