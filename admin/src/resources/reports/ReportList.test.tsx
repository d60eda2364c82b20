import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const OPEN = {
  id: 'r1', profile_id: 'p1', profile_username: 'mia1', profile_full_name: 'Mia', profile_is_active: true, reason: 'under_18',
  details: 'Looks too young', status: 'open', created_at: '2026-11-20T01:00:00Z', resolved_at: null, resolved_by: null, resolved_by_email: null,
};

describe('Reports', () => {
  it('lists open reports first by default and pauses the reported profile', async () => {
    let reports = [OPEN];
    const { api } = renderSignedIn('/admin/reports', {
      'GET /api/admin/reports': () => listOf('reports', reports),
      'POST /api/admin/reports/r1/pause-profile': () => {
        reports = [];
        return reply(200, { message: 'Profile paused and report resolved', report: { ...OPEN, status: 'profile_paused' } });
      },
    });

    const row = await screen.findByRole('row', { name: /mia1/ });
    expect(row).toHaveTextContent('Under 18');
    expect(row).toHaveTextContent('Looks too young');
    expect(JSON.parse(api.callsTo('GET /api/admin/reports')[0].query.get('filter')!)).toEqual({ status: 'open' });

    await userEvent.click(within(row).getByRole('button', { name: 'Pause profile' }));

    expect(await screen.findByText('Profile paused and report resolved')).toBeInTheDocument();
    expect(await screen.findByText('No reports')).toBeInTheDocument();
  });

  it('shows who resolved a closed report instead of the actions', async () => {
    renderSignedIn('/admin/reports', {
      'GET /api/admin/reports': () =>
        listOf('reports', [{ ...OPEN, status: 'dismissed', resolved_at: '2026-11-21T02:00:00Z', resolved_by_email: 'admin@kiwicompanions.test' }]),
    });

    const row = await screen.findByRole('row', { name: /mia1/ });
    expect(row).toHaveTextContent('Dismissed');
    expect(row).toHaveTextContent('admin@kiwicompanions.test · 21 Nov 2026');
    expect(within(row).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });
});
