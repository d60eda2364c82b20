import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { card } from '../../lib/testing/fixtures';
import { mockApi, MockApi } from '../../lib/testing/mock-api';
import { renderApp } from '../../lib/testing/render-app';

jest.setTimeout(20000);

function directoryApi(total = 3): MockApi {
  return mockApi()
    .on('POST /api/auth/refresh', { status: 401 })
    .on('GET /api/profiles/daily-pick', { body: { date: '2026-06-01', profile: null } })
    .on('GET /api/profiles', (call) => {
      const params = new URL(call.url, 'http://x').searchParams;
      const items = Array.from({ length: total }, (_, i) => card({ id: `id-${i}`, username: `user${i}`, full_name: `Person ${i}` }));
      return { body: { items, total, page: Number(params.get('page')), pageSize: Number(params.get('pageSize')) } };
    });
}

const lastQuery = (api: MockApi) => {
  const calls = api.callsTo('GET /api/profiles');
  return Object.fromEntries(new URL(calls[calls.length - 1].url, 'http://x').searchParams);
};

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

describe('directory: verified, region, available now, touring and sort', () => {
  it('filters verified profiles in a region, sorted by price, in a shareable address', async () => {
    const api = directoryApi();
    const app = await renderApp('/directory');
    await screen.findByRole('heading', { name: '3 profiles found' });

    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Wellington');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(app.location()).toBe('/escorts/wellington?verified=true');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(app.location()).toBe('/escorts/wellington?verified=true&sort=price_asc');
    await waitFor(() => expect(lastQuery(api)).toEqual({ region: 'wellington', verified: 'true', sort: 'price_asc', page: '1', pageSize: '12' }));
  });

  it('restores every new filter from a pasted link and asks the server for it', async () => {
    const api = directoryApi();
    await renderApp('/escorts/wellington/lower-hutt?verified=true&available_now=true&touring=true&sort=recently_online&tier=premium');
    await screen.findByRole('heading', { name: '3 profiles found' });

    expect(lastQuery(api)).toEqual({
      tier: 'premium',
      region: 'wellington',
      town: 'lower-hutt',
      verified: 'true',
      available_now: 'true',
      touring: 'true',
      sort: 'recently_online',
      page: '1',
      pageSize: '12',
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recently_online');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('wellington');
    expect(screen.getByRole('combobox', { name: 'Town' })).toHaveValue('lower-hutt');
    for (const name of ['Verified only', 'Available now', 'Touring']) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    // The panel opens on filters chosen in it.
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers the towns of the chosen region, and a town narrows the address further', async () => {
    directoryApi();
    const app = await renderApp('/directory');
    await screen.findByRole('heading', { name: '3 profiles found' });
    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    expect(screen.getByRole('combobox', { name: 'Town' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), "Hawke's Bay");
    const towns = within(screen.getByRole('combobox', { name: 'Town' })).getAllByRole('option').map((option) => option.textContent);
    expect(towns).toEqual(['All towns', 'Napier', 'Hastings', 'Havelock North']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Town' }), 'Havelock North');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(app.location()).toBe('/escorts/hawkes-bay/havelock-north');
  });

  it('moves a pasted /directory?region= link to the region’s own address', async () => {
    directoryApi();
    const app = await renderApp('/directory?region=otago&sort=newest');
    await waitFor(() => expect(app.location()).toBe('/escorts/otago?sort=newest'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Escorts in Otago' })).toBeInTheDocument();
  });

  it('keeps the quick search and the old filters working beside the new ones', async () => {
    const api = directoryApi();
    await renderApp('/directory?search=Touring&categories=VIP&verified=true');
    await screen.findByRole('heading', { name: '3 profiles found' });
    expect(lastQuery(api)).toEqual({ search: 'Touring', categories: 'VIP', verified: 'true', page: '1', pageSize: '12' });
  });

  it('Reset on a landing page goes back to the whole directory', async () => {
    directoryApi();
    const app = await renderApp('/escorts/canterbury?verified=true');
    await screen.findByRole('heading', { name: '3 profiles found' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset' })[0]);
    expect(app.location()).toBe('/directory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Professional Directory' })).toBeInTheDocument();
  });
});

describe('region and town landing pages', () => {
  it('show the directory filtered to the place, with its own heading, title, description and canonical link', async () => {
    const api = directoryApi();
    await renderApp('/escorts/wellington');
    expect(screen.getByRole('heading', { level: 1, name: 'Escorts in Wellington' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: '3 profiles found' });
    expect(lastQuery(api)).toEqual({ region: 'wellington', page: '1', pageSize: '12' });
    expect(document.title).toBe('Escorts in Wellington | Kiwi Companions');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('the Wellington region, New Zealand'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(canonical()).toBe(`${window.location.origin}/escorts/wellington`);
    // The panel stays closed: the place is the page's own, not a filter the visitor chose.
    expect(screen.getByRole('button', { name: 'Show Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names a town and its region', async () => {
    directoryApi();
    await renderApp('/escorts/Northland/Whangarei');
    expect(screen.getByRole('heading', { level: 1, name: 'Escorts in Whangārei' })).toBeInTheDocument();
    expect(canonical()).toBe(`${window.location.origin}/escorts/northland/whangarei`);
  });

  it.each(['/escorts/atlantis', '/escorts/wellington/dunedin'])('shows the not-found page for %s', async (path) => {
    const api = directoryApi();
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/profiles')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
