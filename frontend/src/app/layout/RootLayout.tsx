import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { AgeGate } from './AgeGate';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** A new screen starts at the top; paging and filters keep their own focus handling. */
function useScrollToTopOnNewScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: recent Chromium returns a promise from scrollTo, which React would call as a clean-up.
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  useScrollToTopOnNewScreen();
  return (
    <AgeGate>
      <div className="app-shell">
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <Navbar />
        <main id="main-content" className="app-main" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </AgeGate>
  );
}
