import { render } from '@testing-library/react';
import { App } from '../src/App';
import { forgetSession } from '../src/auth-provider';
import { ADMIN_ME, fakeApi, reply } from './fake-api';

type Routes = Parameters<typeof fakeApi>[0];

/** Renders the whole back office at an /admin path for a signed-in admin with the given flags. */
export function renderSignedIn(path: string, routes: Routes, admin = ADMIN_ME.admin) {
  forgetSession();
  localStorage.clear();
  const api = fakeApi({
    'POST /api/auth/refresh': () => reply(200, { accessToken: 'a' }),
    'GET /api/admin/me': () => reply(200, { user: ADMIN_ME.user, admin }),
    ...routes,
  });
  window.history.pushState({}, '', path);
  return { api, ...render(<App />) };
}

/** A simple-rest list answer. */
export function listOf(resource: string, rows: object[]) {
  return reply(200, rows, { 'Content-Range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}` });
}
