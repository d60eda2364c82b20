import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { card } from '../../lib/testing/fixtures';
import { mockApi } from '../../lib/testing/mock-api';
import { renderApp } from '../../lib/testing/render-app';
import { reloadPage } from '../../lib/reload-page';

// A real reload would end the test's page; the journeys reload in Chromium.
jest.mock('../../lib/reload-page', () => ({ reloadPage: jest.fn() }));

// Swiper needs a real layout engine; the carousel's data states are what is tested here.
jest.mock('./VipSwiper', () => ({
  __esModule: true,
  default: ({ cards }: { cards: { full_name: string }[] }) => (
    <ul aria-label="VIP slides">
      {cards.map((c) => (
        <li key={c.full_name}>{c.full_name}</li>
      ))}
    </ul>
  ),
}));

jest.setTimeout(20000);

function homeApi({ featured = [card()], vip = [card({ id: 'vip-1', full_name: 'Ruby', subscription_tier: 'premium' })], pickId = null as string | null } = {}) {
  return mockApi()
    .on('POST /api/auth/refresh', { status: 401 })
    .on('GET /api/profiles/featured', { body: featured })
    .on('GET /api/profiles/vip', { body: vip })
    .on('GET /api/profiles/daily-pick', { body: { date: '2026-06-01', profile: pickId ? card({ id: pickId }) : null } });
}

describe('home page', () => {
  it('shows the hero with its two buttons', async () => {
    homeApi();
    await renderApp('/');
    expect(screen.getByRole('heading', { name: 'Premium Escort Directory' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Premium Escort Directory' });
    expect(within(hero).getByRole('link', { name: 'Browse Directory' })).toHaveAttribute('href', '/directory');
    expect(within(hero).getByRole('link', { name: 'ADD ADVERTISEMENT' })).toHaveAttribute('href', '/signup');
  });

  it('shows the VIP carousel with the premium profiles', async () => {
    homeApi();
    await renderApp('/');
    expect(await screen.findByRole('list', { name: 'VIP slides' })).toHaveTextContent('Ruby');
  });

  it('hides the carousel when there are no VIP profiles', async () => {
    homeApi({ vip: [] });
    await renderApp('/');
    expect(screen.queryByRole('region', { name: 'VIP companions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("shows the carousel error with 'Retry', which reloads the page as the spec says", async () => {
    const api = homeApi().on('GET /api/profiles/vip', { status: 503, body: {} });
    await renderApp('/');
    expect(await screen.findByText('Failed to load VIP profiles')).toBeInTheDocument();
    const asked = api.callsTo('GET /api/profiles/vip').length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET /api/profiles/vip')).toHaveLength(asked);
  });

  it('shows the server message when the carousel fails with one', async () => {
    homeApi().on('GET /api/profiles/vip', { status: 429, body: { message: 'Too many requests. Please try again later.' } });
    await renderApp('/');
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });

  describe('featuring display', () => {
    it("shows featured cards with 'View All Profiles' and marks the Girl of the Day", async () => {
      homeApi({ featured: [card(), card({ id: 'id-2', username: 'isla2', full_name: 'Isla' })], pickId: 'id-2' });
      await renderApp('/');
      const grid = await screen.findByRole('list', { name: 'Featured profiles' });
      expect(within(grid).getAllByRole('article')).toHaveLength(2);
      expect(within(screen.getByRole('article', { name: 'Isla' })).getByText('GIRL OF THE DAY')).toBeInTheDocument();
      expect(within(screen.getByRole('article', { name: 'Mia' })).queryByText('GIRL OF THE DAY')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View All Profiles' })).toHaveAttribute('href', '/directory');
      expect(screen.queryByText('No featured profiles yet. Be the first to upgrade!')).not.toBeInTheDocument();
    });

    it("shows the empty state with 'Upgrade Now' when nobody is featured", async () => {
      homeApi({ featured: [] });
      await renderApp('/');
      expect(await screen.findByText('No featured profiles yet. Be the first to upgrade!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
      expect(screen.queryByRole('link', { name: 'View All Profiles' })).not.toBeInTheDocument();
    });

    it("shows 'Failed to fetch featured profiles' when the list cannot load", async () => {
      homeApi().on('GET /api/profiles/featured', { status: 500, body: {} });
      await renderApp('/');
      expect(await screen.findByText(/Failed to fetch featured profiles/)).toBeInTheDocument();
    });
  });

  it('searches the directory from the featured search box', async () => {
    homeApi();
    const app = await renderApp('/');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search profiles' }), ' Queenstown {Enter}');
    expect(app.location()).toBe('/directory?search=Queenstown');
  });

  it('shows why to choose the directory and the call to action', async () => {
    homeApi();
    await renderApp('/');
    const why = screen.getByRole('region', { name: 'Why Choose Our Directory' });
    for (const name of ['Premium Profiles', 'Verified Professionals', 'Growing Community']) {
      expect(within(why).getByRole('heading', { name })).toBeInTheDocument();
    }
    const cta = screen.getByRole('region', { name: 'Ready to boost your visibility?' });
    expect(within(cta).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(cta).getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
  });
});
