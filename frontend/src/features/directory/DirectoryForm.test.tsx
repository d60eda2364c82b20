import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { card } from '../../lib/testing/fixtures';
import { mockApi } from '../../lib/testing/mock-api';
import { renderApp } from '../../lib/testing/render-app';
import { DIRECTORY_PARAMS, directoryLocation, parseFilters } from './filters';

jest.setTimeout(30000);

// Without JavaScript the browser submits the directory's form itself: every named control that is not
// disabled, checkboxes only when ticked. These tests read the form as the browser would (FormData) and
// check that the address it makes is the one the site's own navigation goes to.

function directoryApi() {
  return mockApi()
    .on('POST /api/auth/refresh', { status: 401 })
    .on('GET /api/profiles/daily-pick', { body: { date: '2026-06-01', profile: null } })
    .on('GET /api/profiles', (call) => {
      const params = new URL(call.url, 'http://x').searchParams;
      return { body: { items: [card({ id: 'id-1', username: 'user1', full_name: 'Person 1' })], total: 1, page: Number(params.get('page')), pageSize: 12 } };
    });
}

function directoryForm(): HTMLFormElement {
  const form = screen.getByRole('searchbox', { name: 'Search profiles' }).closest('form');
  expect(form).not.toBeNull();
  return form!;
}

/** The query a browser without JavaScript would load on submitting `form`. */
function submitted(form: HTMLFormElement): URLSearchParams {
  return new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/** Where the server sends that query on to (a region to its landing page), as the site writes it. */
function addressOf(query: URLSearchParams): string {
  const { pathname, search } = directoryLocation(parseFilters(query));
  return pathname + search;
}

describe("the directory's filters as a form that works without JavaScript", () => {
  it('is a GET form of /directory whose controls carry only the parameters of a directory address', async () => {
    directoryApi();
    await renderApp('/directory');
    await screen.findByRole('heading', { name: '1 profile found' });
    const form = directoryForm();
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/directory');
    const names = new Set(Array.from(form.elements, (element) => element.getAttribute('name')).filter((name) => name !== null));
    expect([...names].sort()).toEqual(DIRECTORY_PARAMS.filter((name) => name !== 'page').sort());
    // Each control of the panel (hidden until shown, with JavaScript) and the toolbar is in the form, and named.
    const filters = document.getElementById('directory-filters')!;
    expect(filters.querySelectorAll('input[type="checkbox"]').length).toBeGreaterThan(30);
    for (const control of [...filters.querySelectorAll('input, select'), screen.getByRole('combobox', { name: 'Membership' }), screen.getByRole('combobox', { name: 'Sort by' })]) {
      expect(control.getAttribute('name')).toBeTruthy();
      expect((control as HTMLInputElement).form).toBe(form);
    }
    // Its SEARCH button and the search box's own button submit it.
    for (const name of ['SEARCH', 'Search']) {
      const button = screen.getByRole('button', { name, hidden: true }) as HTMLButtonElement;
      expect([button.type, button.form]).toEqual(['submit', form]);
    }
  });

  it('sends nothing to filter by when nothing is chosen', async () => {
    directoryApi();
    await renderApp('/directory');
    await screen.findByRole('heading', { name: '1 profile found' });
    const query = submitted(directoryForm());
    expect([...query]).toEqual([
      ['search', ''],
      ['tier', ''],
      ['sort', 'recommended'],
      ['region', ''],
      ['age', '18'],
      ['age', '40'],
    ]);
    expect(addressOf(query)).toBe('/directory');
  });

  it('carries the filters of the address it was rendered at, so submitting it again changes nothing', async () => {
    directoryApi();
    const at = '/escorts/wellington/lower-hutt?search=Mia&age=25-32&nationality=Kiwi,Asian&availability=Tonight&outcalls=Yes&categories=VIP&services=GFE,Role%20Play&tier=premium&verified=true&touring=true&sort=price_asc';
    await renderApp(at);
    await screen.findByRole('heading', { name: '1 profile found' });
    const query = submitted(directoryForm());
    expect(query.getAll('nationality')).toEqual(['Kiwi', 'Asian']);
    expect(query.getAll('age')).toEqual(['25', '32']);
    expect([query.get('region'), query.get('town'), query.get('verified'), query.get('available_now')]).toEqual(['wellington', 'lower-hutt', 'true', null]);
    expect(addressOf(query)).toBe(at);
  });

  it('sends what the visitor chose: the same address the SEARCH button goes to with JavaScript', async () => {
    directoryApi();
    const app = await renderApp('/directory');
    await screen.findByRole('heading', { name: '1 profile found' });
    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search profiles' }), ' Kiwi Girl ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Canterbury');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Town' }), 'Timaru');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Available now' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Middle Eastern' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'European' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Out Calls' })).getByRole('checkbox', { name: 'No' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'SEARCH SERVICES' })).getByRole('checkbox', { name: 'Role Play' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum age' }), { target: { value: '35' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum age' }), { target: { value: '22' } });

    const withoutScript = addressOf(submitted(directoryForm()));
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(app.location()).toBe('/escorts/canterbury/timaru?search=Kiwi%20Girl&age=22-35&nationality=European,Middle%20Eastern&outcalls=No&services=Role%20Play&available_now=true');
    expect(withoutScript).toBe(app.location());
  });

  it('sends the membership and the sort with the rest', async () => {
    directoryApi();
    await renderApp('/directory?search=Nelson&tier=basic&sort=newest&page=3');
    await screen.findByRole('heading', { name: '1 profile found' });
    // A new choice of filters starts again at page 1.
    expect(addressOf(submitted(directoryForm()))).toBe('/directory?search=Nelson&tier=basic&sort=newest');
  });

  it('has Reset and Clear Filters submit an empty form to /directory, and clear in place with JavaScript', async () => {
    mockApi()
      .on('POST /api/auth/refresh', { status: 401 })
      .on('GET /api/profiles', { body: { items: [], total: 0, page: 1, pageSize: 12 } });
    const app = await renderApp('/directory?search=nobody&categories=Trans');
    await screen.findByText('No profiles found matching your criteria.');
    const buttons = [...screen.getAllByRole('button', { name: 'Reset' }), screen.getByRole('button', { name: 'Clear Filters' })] as HTMLButtonElement[];
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.type).toBe('submit');
      expect(button.form).toHaveAttribute('method', 'get');
      expect(button.form).toHaveAttribute('action', '/directory');
      // Nothing in it but the buttons that submit it.
      expect(Array.from(button.form!.elements).every((element) => element.tagName === 'BUTTON' && !element.hasAttribute('name'))).toBe(true);
    }
    await userEvent.click(buttons[2]);
    expect(app.location()).toBe('/directory');
  });

  it("makes the home page's search box a form of the directory too", async () => {
    mockApi()
      .on('POST /api/auth/refresh', { status: 401 })
      .on('GET /api/profiles/featured', { body: [] })
      .on('GET /api/profiles/vip', { body: [] })
      .on('GET /api/profiles/daily-pick', { body: { date: '2026-06-01', profile: null } });
    await renderApp('/');
    const box = screen.getByRole('searchbox', { name: 'Search profiles' });
    expect(box).toHaveAttribute('name', 'search');
    expect(box.closest('form')).toHaveAttribute('action', '/directory');
    expect(box.closest('form')).toHaveAttribute('method', 'get');
  });
});
