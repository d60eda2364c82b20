import '../../src/lib/testing/polyfills';
import { act, render, RenderResult } from '@testing-library/react';
import { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProvider } from '../../src/app/provider';
import type { Invoice, OwnerProfile, PhotoView, SessionView } from 'contract';
import type { MockApi } from '../../src/lib/testing/mock-api';

export function photo(overrides: Partial<PhotoView> = {}): PhotoView {
  const id = overrides.id ?? `photo-${Math.random().toString(36).slice(2, 8)}`;
  const url = `/media/profile-photos/${id}.webp`;
  const card_url = `/media/profile-photos/${id}-card.webp`;
  return {
    id,
    url,
    card_url,
    width: 800,
    height: 1000,
    sources: [
      { url: `/media/profile-photos/${id}-480w.webp`, width: 480 },
      { url, width: 800 },
    ],
    card_sources: [
      { url: `/media/profile-photos/${id}-card-240w.webp`, width: 240 },
      { url: card_url, width: 400 },
    ],
    card_width: 400,
    card_height: 533,
    position: 0,
    is_primary: false,
    ...overrides,
  };
}

export function ownerProfile(overrides: Partial<OwnerProfile> = {}): OwnerProfile {
  return {
    id: 'profile-1',
    user_id: 'user-1',
    username: 'ruby',
    full_name: 'Ruby Rose',
    email: 'ruby.contact@example.nz',
    phone: '021 555 1234',
    has_phone: true,
    has_email: true,
    has_website: false,
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
    withheld_for: [],
    moderation: [],
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
    tour_stops: [],
    available_until: null,
    photos_updated_at: null,
    ...overrides,
  };
}

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  const number = overrides.number ?? 'INV-000042';
  return {
    id: `invoice-${number}`,
    number,
    tier: 'premium',
    plan_name: 'Premium',
    description: 'Premium plan, 30 days',
    period_days: 30,
    period_note: 'The 30 days start when this invoice is paid, or when your current Premium plan ends if it is still running.',
    is_renewal: false,
    total_cents: 4999,
    gst_cents: 652,
    amount_paid_cents: 0,
    credited_cents: 0,
    balance_due_cents: 4999,
    credit_cents: 0,
    status: 'unpaid',
    issued_at: '2026-11-23T01:00:00.000Z',
    due_on: '2026-11-30',
    paid_at: null,
    voided_at: null,
    void_reason: null,
    supplier_name: 'Kiwi Companions Limited',
    supplier_gst_number: '49-091-850',
    recipient_name: 'Ruby Rose',
    recipient_email: 'ruby@example.nz',
    payment: { method: 'bank_transfer', account_name: 'Kiwi Companions Limited', bank_account: '12-3140-0123452-000', particulars: 'RUBY', code: 'PREMIUM', reference: number },
    pdf_url: `/api/billing/invoices/invoice-${number}/pdf?expires=1&signature=s`,
    credit_notes: [],
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

/** Renders pages by path inside the real providers (query cache, session) and a memory router, starting at `at`. */
export async function renderRoutes(pages: Record<string, ReactElement>, at: string): Promise<RenderResult> {
  const result = render(
    <AppProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          {Object.entries(pages).map(([path, page]) => (
            <Route key={path} path={path} element={<>{page}<Where /></>} />
          ))}
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  // Let the session restore settle before the test acts: the refresh cookie and /auth/me are answered
  // within the first turn of the event loop, and the query cache tells the screens in the next.
  for (let turn = 0; turn < 2; turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return result;
}

export function renderPage(page: ReactElement, { path = '/', at }: { path?: string; at?: string } = {}): Promise<RenderResult> {
  return renderRoutes({ [path]: page }, at ?? path);
}
