import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAVOURITES_KEY, getFavourites } from '../../lib/favourites';
import { card, publicProfile } from '../../lib/testing/fixtures';
import { mockApi } from '../../lib/testing/mock-api';
import { renderApp } from '../../lib/testing/render-app';

jest.setTimeout(20000);

describe('favourites', () => {
  it('invites the visitor to browse when nothing is saved', async () => {
    mockApi().on('POST /api/auth/refresh', { status: 401 });
    await renderApp('/favourites');
    expect(screen.getByText('You have not saved any favourites yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Directory' })).toHaveAttribute('href', '/directory');
  });

  it('lists saved profiles, refreshed from the server, and drops removed ones', async () => {
    mockApi()
      .on('POST /api/auth/refresh', { status: 401 })
      .on('GET /api/profiles/mia1', { body: publicProfile({ full_name: 'Mia Renamed' }) })
      .on('GET /api/profiles/gone', { status: 404, body: { message: 'Profile not found' } });
    const saved = [card(), card({ id: 'id-gone', username: 'gone', full_name: 'Gone' })];
    await renderApp('/favourites', { storage: { [FAVOURITES_KEY]: JSON.stringify(saved) } });
    expect(await screen.findByRole('heading', { name: 'Mia Renamed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Gone' })).not.toBeInTheDocument());
    expect(getFavourites().map((c) => c.username)).toEqual(['mia1']);
    expect(screen.getByRole('link', { name: /Favourites \(1\)/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Mia Renamed from favourites' }));
    expect(screen.getByText('You have not saved any favourites yet.')).toBeInTheDocument();
  });
});
