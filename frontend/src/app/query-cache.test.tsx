import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken } from '../lib/api-client';
import { card, ownerProfile, publicProfile } from '../lib/testing/fixtures';
import { mockApi } from '../lib/testing/mock-api';
import { renderApp } from '../lib/testing/render-app';

jest.setTimeout(20000);

function siteApi() {
  return mockApi()
    .on('POST /api/auth/refresh', { status: 401, body: { message: 'Not authenticated' } })
    .on('GET /api/profiles/featured', { body: [card()] })
    .on('GET /api/profiles/vip', { body: [] })
    .on('GET /api/profiles', { body: { items: [card()], total: 1, page: 1, pageSize: 24 } })
    .on('GET /api/profiles/daily-pick', { body: { date: '2026-06-01', profile: null } });
}

function signedInAsMia() {
  return siteApi()
    .on('POST /api/auth/refresh', { body: { accessToken: 'token-1' } })
    .on('GET /api/auth/me', { body: { user: { id: 'user-mia', email: 'mia@example.co.nz' }, profile: ownerProfile(), admin: null } })
    .on('POST /api/auth/signout', { body: { message: 'Signed out' } })
    .on('GET /api/profiles/mia1', { body: publicProfile({ is_owner: true }) });
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('what the site remembers between screens', () => {
  afterEach(() => setAccessToken(null));

  it('asks for the Girl of the Day once while the visitor moves between screens', async () => {
    const api = siteApi();
    await renderApp('/');
    await screen.findByRole('list', { name: 'Featured profiles' });
    await userEvent.click(within(nav()).getByRole('link', { name: 'Directory' }));
    await screen.findByRole('list', { name: 'Profiles' });
    await userEvent.click(within(nav()).getByRole('link', { name: /Favourites/ }));
    await screen.findByRole('heading', { name: 'Favourites' });
    expect(api.callsTo('GET /api/profiles/daily-pick')).toHaveLength(1);
  });

  it('shows the directory at once, without asking again, when the visitor comes straight back to it', async () => {
    const api = siteApi();
    await renderApp('/directory');
    await screen.findByRole('list', { name: 'Profiles' });
    const asked = api.callsTo('GET /api/profiles').length;
    await userEvent.click(within(nav()).getByRole('link', { name: 'Home' }));
    await screen.findByRole('list', { name: 'Featured profiles' });
    await userEvent.click(within(nav()).getByRole('link', { name: 'Directory' }));
    expect(await screen.findByRole('list', { name: 'Profiles' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/profiles')).toHaveLength(asked);
  });

  it("shows the advertiser's saved change on their public page straight away", async () => {
    const api = signedInAsMia().on('PUT /api/profiles/me', { body: { message: 'Profile updated successfully!', profile: ownerProfile({ full_name: 'Mia Rose' }) } });
    await renderApp('/profile/mia1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Edit Profile' }));
    const name = await screen.findByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Mia Rose');
    api.on('GET /api/profiles/mia1', { body: publicProfile({ full_name: 'Mia Rose', is_owner: true }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'View public profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Rose' })).toBeInTheDocument();
  });

  it("reads a profile page again after sign-out, so the owner's view does not stay behind", async () => {
    const api = signedInAsMia();
    await renderApp('/profile/mia1');
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();

    let answer: () => void = () => undefined;
    api.on('GET /api/profiles/mia1', () => new Promise((resolve) => (answer = () => resolve({ body: publicProfile() }))));
    await userEvent.click(await within(nav()).findByRole('button', { name: 'Sign Out' }));
    expect(await within(nav()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'View Profile: Mia' }));
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();

    await act(async () => answer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/profiles/mia1').at(-1)!.headers.Authorization).toBeUndefined();
  });
});
