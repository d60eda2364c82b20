import type { ProfileCard } from 'contract';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api-client';
import { reloadPage } from '../../lib/reload-page';
import { useHydrated } from '../../lib/use-hydrated';
import { useVipProfiles } from './api/get-vip-profiles';
import { VipSlide } from './VipSlide';

// Swiper is the heaviest dependency of the home page; it loads after the page has painted.
const VipSwiper = lazy(() => import('./VipSwiper'));

/**
 * The carousel's first slide alone, where the carousel centres it and as tall: what the server renders and the
 * page shows until the carousel is drawn, so its photo is painted early and nothing below it moves.
 */
function VipStill({ card }: { card: ProfileCard }) {
  return (
    <div className="vip-still">
      <div className="vip-slide">
        <VipSlide card={card} priority />
      </div>
    </div>
  );
}

/** The premium carousel beside the hero: spinner, error with Retry, hidden when empty. */
export function VipCarousel() {
  const vip = useVipProfiles();
  // The carousel reads the browser (its motion preference, its size): drawn once the page runs in one.
  const hydrated = useHydrated();

  if (vip.isPending) {
    return (
      <div className="vip-carousel vip-carousel-state">
        <Spinner label="Loading VIP profiles..." />
      </div>
    );
  }
  if (vip.isError) {
    return (
      <div className="vip-carousel vip-carousel-state" role="alert">
        <p>{errorMessage(vip.error, 'Failed to load VIP profiles')}</p>
        <button type="button" className="btn btn-light" onClick={reloadPage}>
          Retry
        </button>
      </div>
    );
  }
  if (vip.data.length === 0) return null;
  const still = <VipStill card={vip.data[0]} />;
  return (
    <section className="vip-carousel" aria-label="VIP companions">
      {hydrated ? (
        <Suspense fallback={still}>
          <VipSwiper cards={vip.data} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
