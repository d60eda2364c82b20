import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const PROFILE = { id: 'p1', user_id: 'u1', username: 'mia1', full_name: 'Mia Tester', email: 'mia@example.co.nz', subscription_tier: 'free', created_at: '2026-11-01T00:00:00Z' };

describe('complimentary plans', () => {
  it('lets a superadmin grant a plan without payment, with a reason', async () => {
    const { api } = renderSignedIn('/admin/subscriptions', {
      'GET /api/admin/subscriptions': () => listOf('subscriptions', []),
      'GET /api/admin/subscriptions/monthly-totals': () => reply(200, []),
      'GET /api/admin/profiles': () => listOf('profiles', [PROFILE]),
      'POST /api/admin/subscriptions/complimentary': () => reply(201, { message: 'Complimentary Premium plan granted until 2026-12-23', tier: 'premium', expires_at: '2026-12-23T00:00:00Z' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Grant complimentary plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a complimentary plan' });
    await userEvent.click(within(dialog).getByLabelText(/Advertiser/));
    await userEvent.click(await screen.findByRole('option', { name: 'Mia Tester (@mia1)' }));
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Launch partner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant plan' }));

    expect(await screen.findByText('Complimentary Premium plan granted until 2026-12-23')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/subscriptions/complimentary')[0].body).toEqual({ user_id: 'u1', tier: 'premium', days: 30, reason: 'Launch partner' });
  });

  it('is not offered to other admins', async () => {
    renderSignedIn(
      '/admin/subscriptions',
      { 'GET /api/admin/subscriptions': () => listOf('subscriptions', []), 'GET /api/admin/subscriptions/monthly-totals': () => reply(200, []) },
      { can_verify_profiles: true, is_superadmin: false },
    );
    expect(await screen.findByText('Monthly totals')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant complimentary plan' })).not.toBeInTheDocument();
  });
});
