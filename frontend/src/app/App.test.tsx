import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken } from '../lib/api-client';
import { ownerProfile, publicProfile } from '../lib/testing/fixtures';
import { mockApi } from '../lib/testing/mock-api';
import { renderApp } from '../lib/testing/render-app';

function publicApi() {
  return mockApi()
    .on('POST /api/auth/refresh', { status: 401, body: { message: 'Not authenticated' } })
    .on('GET /api/profiles/featured', { body: [] })
    .on('GET /api/profiles/vip', { body: [] })
    .on('GET /api/profiles/daily-pick', { body: { date: '2026-06-01', profile: null } });
}

function signedInApi() {
  return publicApi()
    .on('POST /api/auth/refresh', { body: { accessToken: 'token-1' } })
    .on('GET /api/auth/me', { body: { user: { id: 'user-mia', email: 'mia@example.co.nz' }, profile: ownerProfile(), admin: null } })
    .on('POST /api/auth/signout', { body: { message: 'Signed out' } });
}

describe('site shell', () => {
  afterEach(() => setAccessToken(null));

  it('shows the home page with its tagline behind the accepted age gate', async () => {
    publicApi();
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Premium Escort Directory' })).toBeInTheDocument();
    expect(screen.getByText('Connect with verified professionals in our exclusive directory')).toBeInTheDocument();
  });

  it('asks for no session refresh when this browser never signed in', async () => {
    const api = publicApi();
    await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('shows the age gate on every page for a new visitor', async () => {
    publicApi();
    await renderApp('/contact', { ageVerified: false });
    expect(await screen.findByRole('alertdialog', { name: 'Age Verification Required' })).toBeInTheDocument();
  });

  it('shows Sign In and ADD ADVERTISEMENT when signed out', async () => {
    publicApi();
    await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Directory', 'Pricing', 'Sign In']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'ADD ADVERTISEMENT' })).toHaveAttribute('href', '/signup');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('loads the signed-in profile once and offers Profile and Sign Out; sign-out returns home', async () => {
    const api = signedInApi();
    const app = await renderApp('/directory');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const signOut = await within(nav).findByRole('button', { name: 'Sign Out' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(1);
    expect(api.callsTo('GET /api/auth/me')[0].headers.Authorization).toBe('Bearer token-1');

    await userEvent.click(signOut);
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(api.callsTo('POST /api/auth/signout')).toHaveLength(1);
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('returns home, not to sign-in, when signing out from the signed-in-only profile editor', async () => {
    signedInApi();
    const app = await renderApp('/profile/edit');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu', async () => {
    publicApi();
    await renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('open');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Directory' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows every footer item', async () => {
    publicApi();
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Home', 'Directory', 'Pricing', 'Contact', 'Terms of Use', 'Privacy Policy']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(footer).getByText('For entertainment purposes only. 18+ only.')).toBeInTheDocument();
    expect(within(footer).getByText(/© \d{4} Kiwi Companions/)).toBeInTheDocument();
  });

  it.each(['/profile', '/profile/edit'])('sends a signed-out visitor from %s to /signin', async (path) => {
    publicApi();
    const app = await renderApp(path);
    await waitFor(() => expect(app.location()).toBe('/signin'));
  });

  it('shows a not-found page for unknown addresses', async () => {
    publicApi();
    await renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('page title, description and Open Graph tags', () => {
  afterEach(() => setAccessToken(null));

  const head = () => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
  });

  it('gives every screen its own title and description', async () => {
    const screens: [string, string][] = [
      ['/', 'Kiwi Companions'],
      ['/directory', 'Professional Directory | Kiwi Companions'],
      ['/pricing', 'Pricing | Kiwi Companions'],
      ['/signin', 'Sign In | Kiwi Companions'],
      ['/signup', 'Create Your Profile | Kiwi Companions'],
      ['/forgot-password', 'Forgot Password | Kiwi Companions'],
      ['/reset-password?token=abc', 'Choose a New Password | Kiwi Companions'],
      ['/contact', 'Contact | Kiwi Companions'],
      ['/terms', 'Terms and Conditions | Kiwi Companions'],
      ['/privacy', 'Privacy Policy | Kiwi Companions'],
      ['/favourites', 'Favourites | Kiwi Companions'],
      ['/nowhere', 'Page Not Found | Kiwi Companions'],
    ];
    const descriptions = new Set<string>();
    for (const [path, title] of screens) {
      publicApi();
      const app = await renderApp(path);
      await waitFor(() => expect(head().title).toBe(title));
      expect(head()).toMatchObject({ ogTitle: title, ogType: 'website', ogImage: null });
      descriptions.add(head().description!);
      app.unmount();
    }
    expect(descriptions.size).toBe(screens.length);
  });

  it('leaves a profile\'s title and photo behind when the visitor moves on to another screen', async () => {
    publicApi().on('GET /api/profiles/mia1', { body: publicProfile() });
    await renderApp('/profile/mia1');
    await screen.findByRole('heading', { level: 1, name: 'Mia' });
    expect(head()).toMatchObject({ title: 'Mia (@mia1) | Kiwi Companions', ogType: 'profile', ogImage: expect.stringMatching(/card\.webp$/) });

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(head().title).toBe('Pricing | Kiwi Companions'));
    expect(head()).toMatchObject({ ogTitle: 'Pricing | Kiwi Companions', ogType: 'website', ogImage: null });
    expect(head().description).toMatch(/^Free, Basic and Premium plans/);
  });

  it('puts the site defaults back when a screen goes away, so a spinner never shows the last profile', async () => {
    publicApi().on('GET /api/profiles/mia1', { body: publicProfile() });
    const app = await renderApp('/profile/mia1');
    await screen.findByRole('heading', { level: 1, name: 'Mia' });
    app.unmount();
    expect(head()).toEqual({
      title: 'Kiwi Companions',
      description: "New Zealand's adults-only (18+) directory of independent and agency companions.",
      ogTitle: 'Kiwi Companions',
      ogType: 'website',
      ogImage: null,
    });
  });

  it('keeps the editor\'s title while its preview shows the public profile', async () => {
    signedInApi();
    await renderApp('/profile');
    await screen.findByRole('tab', { name: 'Preview Profile', selected: true });
    await waitFor(() => expect(head().title).toBe('My Profile | Kiwi Companions'));
    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    await screen.findByRole('tab', { name: 'Photos', selected: true });
    expect(head()).toMatchObject({ title: 'My Profile | Kiwi Companions', ogType: 'website', ogImage: null });
  });
});
