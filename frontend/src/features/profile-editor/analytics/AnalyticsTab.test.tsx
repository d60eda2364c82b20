import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ownerProfile, renderRoutes, sessionView, signedIn } from '../../../../test/advertiser/render';
import { MockReply, mockApi } from '../../../lib/testing/mock-api';
import type { AnalyticsDay, AnalyticsTotals, OwnerProfile } from 'contract';
import ProfileEditorPage from '../ProfileEditorPage';

const user = userEvent.setup({ delay: null });

const totals = (overrides: Partial<AnalyticsTotals>): AnalyticsTotals => ({ views: 0, visitors: 0, calls: 0, sms: 0, emails: 0, websites: 0, contact_taps: 0, contact_rate: null, ...overrides });
const day = (date: string, views: number, visitors: number): AnalyticsDay => ({ day: date, views, visitors, calls: 0, sms: 0, emails: 0, websites: 0 });

async function openAnalytics(profile: OwnerProfile, routes: Record<string, MockReply>) {
  const api = mockApi(routes);
  signedIn(api, sessionView(profile));
  await renderRoutes({ '/profile': <ProfileEditorPage /> }, '/profile?tab=analytics');
  return { api, panel: screen.getByRole('tabpanel', { name: 'Analytics' }) };
}

describe('Analytics tab', () => {
  it('shows Premium the chosen period against the one before, a daily chart and taps by type', async () => {
    const week = {
      tier: 'premium',
      days: 7,
      from: '2026-11-17',
      to: '2026-11-23',
      daily: ['17', '18', '19', '20', '21', '22', '23'].map((d, i) => day(`2026-11-${d}`, i * 2, i)),
      totals: totals({ views: 42, visitors: 21, calls: 3, sms: 2, emails: 1, websites: 1, contact_taps: 7, contact_rate: 33.3 }),
      previous: totals({ views: 21, visitors: 20, calls: 1, contact_taps: 1, contact_rate: 5 }),
    };
    const { api, panel } = await openAnalytics(ownerProfile({ subscription_tier: 'premium' }), {
      'GET /api/profiles/me/analytics': (call) => ({ body: call.url.includes('days=7') ? week : { ...week, days: 30 } }),
    });

    await user.click(await within(panel).findByRole('button', { name: 'Last 7 days' }));
    const tiles = within(panel).getByRole('list', { name: 'Totals' });
    expect(await within(tiles).findByText('+100% vs previous 7 days')).toBeInTheDocument();
    expect(within(tiles).getByText('33.3')).toBeInTheDocument();
    expect(within(tiles).getByText('previous 7 days: 5')).toBeInTheDocument();
    expect(await within(panel).findByRole('img', { name: 'Daily views and unique visitors' })).toBeInTheDocument();
    const taps = within(panel).getByRole('table', { name: 'Contact taps by type' });
    expect(within(taps).getByRole('row', { name: 'Calls 3' })).toBeInTheDocument();
    expect(within(taps).getByRole('row', { name: 'Website visits 1' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/profiles/me/analytics').map((call) => call.url)).toEqual(['/api/profiles/me/analytics?days=30', '/api/profiles/me/analytics?days=7']);
  });

  it("shows Basic this month's totals, and Free a way to upgrade", async () => {
    const { panel } = await openAnalytics(ownerProfile({ subscription_tier: 'basic' }), {
      'GET /api/profiles/me/analytics': { body: { tier: 'basic', from: '2026-11-01', to: '2026-11-23', totals: totals({ views: 12, visitors: 10, sms: 2, contact_taps: 2, contact_rate: 20 }) } },
    });
    expect(await within(panel).findByRole('heading', { name: 'This month' })).toBeInTheDocument();
    expect(within(within(panel).getByRole('list', { name: 'Totals' })).getByText('12')).toBeInTheDocument();
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
  });

  it('invites a Free advertiser to upgrade', async () => {
    const { panel } = await openAnalytics(ownerProfile({ subscription_tier: 'free' }), { 'GET /api/profiles/me/analytics': { body: { tier: 'free' } } });
    expect(await within(panel).findByRole('link', { name: 'Upgrade to see your analytics' })).toHaveAttribute('href', '/pricing');
  });
});
