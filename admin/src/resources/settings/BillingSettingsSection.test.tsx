import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const SETTINGS = {
  id: 'billing', trading_name: 'Kiwi Companions Limited', gst_number: '49-091-850', bank_account: '12-3140-0123452-000',
  invoice_due_days: 7, basic_price_cents: 2999, premium_price_cents: 4999, updated_at: '2026-11-01T00:00:00Z',
};

function renderSettings(routes: Record<string, () => ReturnType<typeof reply>>) {
  return renderSignedIn('/admin/settings', {
    'GET /api/admin/admins': () => listOf('admins', []),
    'GET /api/admin/audit-log': () => listOf('audit-log', []),
    'GET /api/admin/billing-settings': () => reply(200, SETTINGS),
    ...routes,
  });
}

describe('Billing settings', () => {
  it('shows the settings and saves them, prices typed in dollars and sent in cents', async () => {
    const { api } = renderSettings({ 'PUT /api/admin/billing-settings': () => reply(200, { message: 'Billing settings saved', settings: { ...SETTINGS, premium_price_cents: 5499 } }) });
    const form = await screen.findByRole('form', { name: 'Billing settings' });
    expect(within(form).getByLabelText(/GST number/)).toHaveValue('49-091-850');
    expect(within(form).getByLabelText(/Basic price/)).toHaveValue('29.99');

    await userEvent.clear(within(form).getByLabelText(/Premium price/));
    await userEvent.type(within(form).getByLabelText(/Premium price/), '54.99');
    await userEvent.click(within(form).getByRole('button', { name: 'Save billing settings' }));

    expect(await screen.findByText('Billing settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/billing-settings')[0].body).toEqual({
      trading_name: 'Kiwi Companions Limited',
      gst_number: '49-091-850',
      bank_account: '12-3140-0123452-000',
      invoice_due_days: 7,
      basic_price_cents: 2999,
      premium_price_cents: 5499,
    });
  });

  it("shows the server's message for a GST number that fails IRD's check", async () => {
    const message = 'GST number must be 8 or 9 digits with a valid IRD check digit, like 49-091-850';
    renderSettings({ 'PUT /api/admin/billing-settings': () => apiError(400, message) });
    const form = await screen.findByRole('form', { name: 'Billing settings' });
    await userEvent.clear(within(form).getByLabelText(/GST number/));
    await userEvent.type(within(form).getByLabelText(/GST number/), '136-410-133');
    await userEvent.click(within(form).getByRole('button', { name: 'Save billing settings' }));
    await waitFor(() => expect(within(form).getByText(message)).toBeInTheDocument());
  });
});
