import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { card } from '../../lib/testing/fixtures';
import { mockApi, MockApi } from '../../lib/testing/mock-api';
import { renderApp } from '../../lib/testing/render-app';

jest.setTimeout(20000);

const cards = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => card({ id: `id-${offset + i}`, username: `user${offset + i}`, full_name: `Person ${offset + i}` }));

function directoryApi(total: number): MockApi {
  return mockApi()
    .on('POST /api/auth/refresh', { status: 401 })
    .on('GET /api/profiles/daily-pick', { body: { date: '2026-06-01', profile: null } })
    .on('GET /api/profiles', (call) => {
      const params = new URL(call.url, 'http://x').searchParams;
      const page = Number(params.get('page'));
      const pageSize = Number(params.get('pageSize'));
      const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
      return { body: { items: cards(count, (page - 1) * pageSize), total, page, pageSize } };
    });
}

const lastQuery = (api: MockApi) => {
  const calls = api.callsTo('GET /api/profiles');
  return Object.fromEntries(new URL(calls[calls.length - 1].url, 'http://x').searchParams);
};

describe('directory', () => {
  it('shows its title and the profiles of page 1', async () => {
    const api = directoryApi(30);
    await renderApp('/directory');
    expect(screen.getByRole('heading', { name: 'Professional Directory' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '30 profiles found' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Profiles' })).getAllByRole('article')).toHaveLength(12);
    expect(lastQuery(api)).toEqual({ page: '1', pageSize: '12' });
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
  });

  it('restores every filter from a pasted link and asks the server for it', async () => {
    const api = directoryApi(3);
    await renderApp('/directory?search=Auckland&age=25-30&nationality=Kiwi,Asian&availability=Tonight&outcalls=Yes&categories=VIP&services=GFE&tier=premium');
    await screen.findByRole('heading', { name: '3 profiles found' });
    expect(lastQuery(api)).toEqual({
      search: 'Auckland',
      age: '25-30',
      nationality: 'Kiwi,Asian',
      availability: 'Tonight',
      outcalls: 'Yes',
      categories: 'VIP',
      services: 'GFE',
      tier: 'premium',
      page: '1',
      pageSize: '12',
    });
    expect(screen.getByRole('searchbox', { name: 'Search profiles' })).toHaveValue('Auckland');
    expect(screen.getByRole('combobox', { name: 'Membership' })).toHaveValue('premium');
    expect(screen.getByRole('checkbox', { name: 'Kiwi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Asian' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Minimum age' })).toHaveValue('25');
    expect(screen.getByRole('slider', { name: 'Maximum age' })).toHaveValue('30');
  });

  it('builds the query string from the filters on SEARCH', async () => {
    directoryApi(5);
    const app = await renderApp('/directory');
    await screen.findByRole('heading', { name: '5 profiles found' });
    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search profiles' }));
    await userEvent.paste('  Wellington ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Middle Eastern' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'European' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Weekends' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Out Calls' })).getByRole('checkbox', { name: 'No' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'SEARCH CATEGORIES' })).getByRole('checkbox', { name: 'Agency' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'SEARCH SERVICES' })).getByRole('checkbox', { name: 'Role Play' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum age' }), { target: { value: '20' } });
    expect(screen.getByText('20 - 40+ years')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(app.location()).toBe(
      '/directory?search=Wellington&age=20+&nationality=European,Middle%20Eastern&availability=Weekends&outcalls=No&categories=Agency&services=Role%20Play'.replace('+', '%2B'),
    );
  });

  it('searches on Enter with the trimmed term, and an empty term drops the parameter', async () => {
    directoryApi(5);
    const app = await renderApp('/directory?search=Hamilton');
    await screen.findByRole('heading', { name: '5 profiles found' });
    const box = screen.getByRole('searchbox', { name: 'Search profiles' });
    await userEvent.clear(box);
    await userEvent.type(box, ' Tauranga {Enter}');
    expect(app.location()).toBe('/directory?search=Tauranga');
    await userEvent.clear(box);
    await userEvent.type(box, '   {Enter}');
    expect(app.location()).toBe('/directory');
  });

  it('applies the membership select at once', async () => {
    directoryApi(5);
    const app = await renderApp('/directory?search=Nelson&page=2');
    await screen.findByRole('heading', { name: /profiles found/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Membership' }), 'Basic');
    expect(app.location()).toBe('/directory?search=Nelson&tier=basic');
  });

  it('pages forward to the last page, where Next is disabled', async () => {
    const api = directoryApi(30);
    const app = await renderApp('/directory');
    await screen.findByRole('heading', { name: '30 profiles found' });
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Next' }));
    expect(app.location()).toBe('/directory?page=3');
    await waitFor(() => expect(screen.getByText('Page 3 of 3')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Profiles' })).getAllByRole('article')).toHaveLength(6);
    expect(lastQuery(api).page).toBe('3');
  });

  it('moves a link past the end to the last page', async () => {
    directoryApi(30);
    const app = await renderApp('/directory?page=9');
    await waitFor(() => expect(app.location()).toBe('/directory?page=3'));
  });

  it("shows the empty state, and 'Clear Filters' clears the URL", async () => {
    mockApi()
      .on('POST /api/auth/refresh', { status: 401 })
      .on('GET /api/profiles', { body: { items: [], total: 0, page: 1, pageSize: 12 } });
    const app = await renderApp('/directory?search=nobody&categories=Trans');
    expect(await screen.findByText('No profiles found matching your criteria.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(app.location()).toBe('/directory');
    expect(screen.getByRole('searchbox', { name: 'Search profiles' })).toHaveValue('');
  });

  it('Reset clears the search, the membership and the query', async () => {
    directoryApi(5);
    const app = await renderApp('/directory?search=Agency&tier=free&outcalls=Yes');
    await screen.findByRole('heading', { name: '5 profiles found' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset' })[0]);
    expect(app.location()).toBe('/directory');
    expect(screen.getByRole('combobox', { name: 'Membership' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search profiles' })).toHaveValue('');
  });

  it('QUICK SEARCH links set the search term', async () => {
    directoryApi(5);
    await renderApp('/directory');
    const sidebar = screen.getByRole('complementary', { name: 'QUICK SEARCH' });
    expect(within(sidebar).getByRole('link', { name: 'South Island' })).toHaveAttribute('href', '/directory?search=South%20Island');
    expect(within(sidebar).getAllByRole('link')).toHaveLength(12);
    expect(within(sidebar).getByRole('link', { name: 'CREATE PROFILE' })).toHaveAttribute('href', '/signup');
  });

  it("shows the server's message for a refused search", async () => {
    mockApi()
      .on('POST /api/auth/refresh', { status: 401 })
      .on('GET /api/profiles', { status: 400, body: { statusCode: 400, message: 'Search must be at most 100 characters', error: 'Bad Request' } });
    await renderApp(`/directory?search=${'a'.repeat(150)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Search must be at most 100 characters');
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const api = mockApi().on('POST /api/auth/refresh', { status: 401 }).on('GET /api/profiles', { status: 500, body: { message: 'boom' } });
    await renderApp('/directory');
    expect(await screen.findByText(/Failed to fetch profiles/)).toBeInTheDocument();
    api.on('GET /api/profiles', { body: { items: cards(1), total: 1, page: 1, pageSize: 12 } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '1 profile found' })).toBeInTheDocument();
  });
});
