import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api-client';
import { reloadPage } from '../../lib/reload-page';
import { useHydrated } from '../../lib/use-hydrated';
import { useVipProfiles } from './api/get-vip-profiles';

// Swiper is the heaviest dependency of the home page; it loads after the page has painted.
const VipSwiper = lazy(() => import('./VipSwiper'));

/** The premium carousel beside the hero: spinner, error with Retry, hidden when empty. */
export function VipCarousel() {
  const vip = useVipProfiles();
  // The carousel reads the browser (its motion preference, its size): drawn once the page runs in one.
  const hydrated = useHydrated();

  if (vip.isPending || (!hydrated && !vip.isError)) {
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
  return (
    <section className="vip-carousel" aria-label="VIP companions">
      <Suspense fallback={<Spinner label="Loading VIP profiles..." />}>
        <VipSwiper cards={vip.data} />
      </Suspense>
    </section>
  );
}
