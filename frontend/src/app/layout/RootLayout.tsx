import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { AgeGate } from './AgeGate';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

export function RootLayout() {
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
      <ScrollRestoration />
    </AgeGate>
  );
}
