import { screen } from '@testing-library/react';
import { reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const PERIOD = {
  id: 's1', user_id: 'u1', email: 'mia@example.co.nz', username: 'mia1', tier: 'premium', price: 49.99, status: 'active', source: 'payment',
  starts_at: '2026-10-27T11:30:00Z', expires_at: '2026-11-26T11:30:00Z', created_at: '2026-10-27T11:30:00Z',
};

describe('Subscriptions', () => {
  it("writes the start and expiry as New Zealand days, like every other screen", async () => {
    renderSignedIn('/admin/subscriptions', {
      'GET /api/admin/subscriptions': () => listOf('subscriptions', [PERIOD]),
      'GET /api/admin/subscriptions/monthly-totals': () => reply(200, []),
    });

    const row = await screen.findByRole('row', { name: /mia@example\.co\.nz/ });
    // 11:30 UTC is half past midnight the next day in New Zealand.
    expect(row).toHaveTextContent('28 Oct 2026');
    expect(row).toHaveTextContent('27 Nov 2026');
    expect(row).not.toHaveTextContent(/\d{1,2}\/\d{1,2}\/\d{4}/);
  });
});
