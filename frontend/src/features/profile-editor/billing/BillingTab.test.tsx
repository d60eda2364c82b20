import type { OwnerProfile } from 'contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invoice, ownerProfile, renderRoutes, sessionView, signedIn } from '../../../../test/advertiser/render';
import { MockApi, mockApi, MockReply } from '../../../lib/testing/mock-api';
import ProfileEditorPage from '../ProfileEditorPage';

const user = userEvent.setup({ delay: null });

async function openBilling(profile: OwnerProfile, routes: Record<string, MockReply>): Promise<MockApi> {
  const api = mockApi(routes);
  signedIn(api, sessionView(profile));
  await renderRoutes({ '/profile': <ProfileEditorPage /> }, '/profile?tab=billing');
  return api;
}

describe('Billing tab', () => {
  it('shows the plan and its end date, open invoices with how to pay them, and past invoices with their PDFs', async () => {
    const open = invoice({ number: 'INV-000043', status: 'overdue', amount_paid_cents: 2000, balance_due_cents: 2999 });
    const paid = invoice({ number: 'INV-000012', tier: 'basic', plan_name: 'Basic', description: 'Basic plan, 30 days', total_cents: 2999, gst_cents: 391, status: 'paid', issued_at: '2026-10-01T01:00:00.000Z' });
    await openBilling(ownerProfile({ subscription_tier: 'basic', subscription_expires_at: '2026-12-24T00:00:00.000Z' }), { 'GET /api/billing/invoices': { body: [open, paid] } });

    const panel = screen.getByRole('tabpanel', { name: 'Billing' });
    expect(within(panel).getByText('Basic Account')).toBeInTheDocument();
    expect(within(panel).getByText(/Expires 24 December 2026/)).toBeInTheDocument();

    const card = await within(panel).findByRole('article', { name: 'Invoice INV-000043' });
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
    expect(within(card).getByText(/Premium plan, 30 days · Total \$49\.99 including GST of \$6\.52 · Due 30 November 2026/)).toBeInTheDocument();
    expect(within(card).getByText('$29.99 still to pay')).toBeInTheDocument();
    expect(within(card).getByText('INV-000043', { selector: '.payment-instructions__value' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', open.pdf_url);

    const row = within(within(panel).getByRole('region', { name: 'Past invoices' })).getByRole('listitem');
    expect(row).toHaveTextContent('INV-000012');
    expect(row).toHaveTextContent('1 October 2026 · Basic · $29.99');
    expect(row).toHaveTextContent('Paid');
    expect(within(row).getByRole('link', { name: 'Download INV-000012 (PDF)' })).toHaveAttribute('href', paid.pdf_url);
    // An open Premium invoice already waits, so only the Basic renewal is offered.
    expect(within(panel).getByRole('button', { name: 'Renew Basic' })).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it("links a credited invoice's credit notes, each with its PDF", async () => {
    const credited = invoice({
      number: 'INV-000012', status: 'credited', credited_cents: 2300, issued_at: '2026-10-01T01:00:00.000Z',
      credit_notes: [{ id: 'cn-1', number: 'CN-000003', amount_cents: 2300, gst_cents: 300, reason: 'Listing was down', issued_at: '2026-10-20T23:30:00.000Z', issued_by_email: null, pdf_url: '/api/billing/credit-notes/cn-1/pdf?expires=1&signature=s' }],
    });
    await openBilling(ownerProfile(), { 'GET /api/billing/invoices': { body: [credited] } });

    const notes = await screen.findByRole('list', { name: 'Credit notes for INV-000012' });
    // Issued late on 20 October UTC: 21 October in New Zealand.
    expect(notes).toHaveTextContent('Credit note CN-000003 · 21 October 2026 · -$23.00');
    expect(within(notes).getByRole('link', { name: 'Download CN-000003 (PDF)' })).toHaveAttribute('href', '/api/billing/credit-notes/cn-1/pdf?expires=1&signature=s');
    expect(screen.getByRole('link', { name: 'Download INV-000012 (PDF)' })).toBeInTheDocument();
  });

  it('renews early by sending an invoice, then lists it to pay', async () => {
    const renewal = invoice({ number: 'INV-000050' });
    let invoices: unknown[] = [];
    const api = await openBilling(ownerProfile({ subscription_tier: 'premium', subscription_expires_at: '2026-12-24T00:00:00.000Z' }), {
      'GET /api/billing/invoices': () => ({ body: invoices }),
      'POST /api/subscriptions/upgrade': () => {
        invoices = [renewal];
        return { body: { message: "We've sent you invoice INV-000050. Your Premium plan starts as soon as your payment arrives.", invoice: renewal } };
      },
    });
    expect(await screen.findByText('Nothing to pay.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Renew Premium' }));

    expect(await screen.findByText("We've sent you invoice INV-000050. Your Premium plan starts as soon as your payment arrives.")).toBeInTheDocument();
    expect(api.callsTo('POST /api/subscriptions/upgrade')[0].body).toEqual({ tier: 'premium' });
    expect(await screen.findByRole('article', { name: 'Invoice INV-000050' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew Premium' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a choice is refused", async () => {
    await openBilling(ownerProfile({ subscription_tier: 'free' }), {
      'GET /api/billing/invoices': { body: [] },
      'POST /api/subscriptions/upgrade': { status: 404, body: { message: 'Profile not found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Basic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile not found');
  });

  it('says when the invoices cannot be loaded, and retries', async () => {
    let fail = true;
    await openBilling(ownerProfile(), { 'GET /api/billing/invoices': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: [] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your invoices. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing to pay.')).toBeInTheDocument();
  });
});
