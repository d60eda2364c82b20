import '../../src/lib/testing/polyfills';
import { act, render, RenderResult } from '@testing-library/react';
import { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../../src/lib/auth-context';
import type { OwnerProfile, PhotoView, SessionView } from '../../src/lib/types';
import type { MockApi } from '../../src/lib/testing/mock-api';

export function photo(overrides: Partial<PhotoView> = {}): PhotoView {
  const id = overrides.id ?? `photo-${Math.random().toString(36).slice(2, 8)}`;
  return { id, url: `/media/profile-photos/${id}.webp`, card_url: `/media/profile-photos/${id}-card.webp`, width: 800, height: 1000, position: 0, is_primary: false, ...overrides };
}

export function ownerProfile(overrides: Partial<OwnerProfile> = {}): OwnerProfile {
  return {
    id: 'profile-1',
    user_id: 'user-1',
    username: 'ruby',
    full_name: 'Ruby Rose',
    email: 'ruby.contact@example.nz',
    phone: '021 555 1234',
    bio: 'Warm, witty and well travelled companion based in Auckland, available most evenings.',
    location: 'Auckland CBD',
    age: 27,
    birthdate: '1999-03-14',
    height: 168,
    weight: 58,
    body_type: 'Slim',
    bust_size: 'C',
    hair_color: 'Brunette',
    eye_color: 'Brown',
    nationality: 'Kiwi',
    languages: ['English'],
    availability: 'Anytime',
    outcalls: 'Yes',
    categories: ['Independent'],
    service_types: ['GFE', 'Dinner Date'],
    services: 'Dinner dates and travel',
    meeting_with: 'Men',
    available_for: 'Incall & Outcall',
    website: null,
    rates_30min: 180,
    rates_1hour: 300,
    rates_2hour: 550,
    rates_overnight: 1500,
    subscription_tier: 'free',
    subscription_expires_at: null,
    is_verified: false,
    verification_requested: false,
    verification_submitted_at: null,
    is_active: true,
    is_deleted: false,
    last_active_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    avatar_url: null,
    like_count: 0,
    photos: [],
    ...overrides,
  };
}

export function sessionView(profile: OwnerProfile | null = ownerProfile()): SessionView {
  return { user: { id: 'user-1', email: 'ruby@example.nz' }, profile, admin: null };
}

/** Makes the fake server hold a valid refresh cookie for this session, so the app starts signed in. */
export function signedIn(api: MockApi, view: SessionView = sessionView()): void {
  api.on('POST /api/auth/refresh', { body: { accessToken: 'access-token' } });
  api.on('GET /api/auth/me', { body: view });
}

/** Shows where the app navigated to, so tests can assert on redirects. */
function Where() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

/** Renders pages by path inside the real auth provider and a memory router, starting at `at`. */
export async function renderRoutes(pages: Record<string, ReactElement>, at: string): Promise<RenderResult> {
  const result = render(
    <AuthProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          {Object.entries(pages).map(([path, page]) => (
            <Route key={path} path={path} element={<>{page}<Where /></>} />
          ))}
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
  // Let the session restore (refresh cookie, then /auth/me) settle before the test acts.
  for (let i = 0; i < 5; i += 1) await act(() => Promise.resolve());
  return result;
}

export function renderPage(page: ReactElement, { path = '/', at }: { path?: string; at?: string } = {}): Promise<RenderResult> {
  return renderRoutes({ [path]: page }, at ?? path);
}
