import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const UNPAID = {
  id: 'i1', number: 'INV-000042', user_id: 'u1', username: 'mia1', tier: 'premium', plan_name: 'Premium', description: 'Premium plan, 30 days',
  is_renewal: false, total_cents: 4999, gst_cents: 652, amount_paid_cents: 0, credited_cents: 0, balance_due_cents: 4999, credit_cents: 0,
  status: 'unpaid', issued_at: '2026-11-23T01:00:00Z', due_on: '2026-11-30', paid_at: null, voided_at: null, void_reason: null,
  supplier_name: 'Kiwi Companions Limited', supplier_gst_number: '49-091-850', recipient_name: 'Mia Tester', recipient_email: 'mia@example.co.nz',
  payment: { method: 'bank_transfer', account_name: 'Kiwi Companions Limited', bank_account: '12-3140-0123452-000', particulars: 'MIA1', code: 'PREMIUM', reference: 'INV-000042' },
  pdf_url: '/api/billing/invoices/i1/pdf?expires=1&signature=s', payments: [], credit_notes: [],
};
const PAID = {
  ...UNPAID,
  status: 'paid',
  amount_paid_cents: 4999,
  balance_due_cents: 0,
  paid_at: '2026-11-24T01:00:00Z',
  payments: [{ id: 'p1', amount_cents: 4999, received_on: '2026-11-24', method: 'bank_transfer', note: null, from_statement: false, recorded_by_email: 'admin@kiwicompanions.test', created_at: '2026-11-24T01:00:00Z' }],
};

describe('Invoices', () => {
  it('lists invoices with their status, filtered by status and searched by number, reference or advertiser', async () => {
    const { api } = renderSignedIn('/admin/invoices', { 'GET /api/admin/invoices': () => listOf('invoices', [UNPAID]) });
    const row = await screen.findByRole('row', { name: /INV-000042/ });
    expect(row).toHaveTextContent('Mia Tester');
    expect(row).toHaveTextContent('@mia1');
    expect(row).toHaveTextContent('$49.99');
    expect(row).toHaveTextContent('Unpaid');
    expect(row).toHaveTextContent('30 Nov 2026');

    await userEvent.type(screen.getByPlaceholderText('Number, reference or advertiser'), 'mia');
    await waitFor(() => expect(JSON.parse(api.callsTo('GET /api/admin/invoices').at(-1)!.query.get('filter')!)).toEqual({ q: 'mia' }));
  });

  it('marks an invoice paid with the amount, date, method and note, then shows the payment', async () => {
    let invoice: typeof UNPAID | typeof PAID = UNPAID;
    const { api } = renderSignedIn('/admin/invoices/i1/show', {
      'GET /api/admin/invoices/i1': () => reply(200, invoice),
      'POST /api/admin/invoices/i1/payments': () => {
        invoice = PAID;
        return reply(200, { message: 'Payment recorded on invoice INV-000042', invoice: PAID });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000042' })).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', UNPAID.pdf_url);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid · INV-000042' });
    expect(within(dialog).getByLabelText(/Amount \(NZD\)/)).toHaveValue('49.99');
    await userEvent.clear(within(dialog).getByLabelText(/Date received/));
    await userEvent.type(within(dialog).getByLabelText(/Date received/), '2026-11-24');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Paid at the office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

    expect(await screen.findByText('Payment recorded on invoice INV-000042')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/invoices/i1/payments')[0].body).toEqual({ amount_cents: 4999, received_on: '2026-11-24', method: 'bank_transfer', note: 'Paid at the office' });
    expect(await screen.findByRole('table', { name: 'Payments' })).toHaveTextContent('admin@kiwicompanions.test');
  });

  it("shows the server's reason in the dialog when a payment is refused, and an amount it cannot read before sending", async () => {
    const { api } = renderSignedIn('/admin/invoices/i1/show', {
      'GET /api/admin/invoices/i1': () => reply(200, UNPAID),
      'POST /api/admin/invoices/i1/payments': () => apiError(409, 'Invoice INV-000042 is already paid'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText(/Amount \(NZD\)/));
    await userEvent.type(within(dialog).getByLabelText(/Amount \(NZD\)/), 'forty');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(dialog).findByText('Enter an amount in dollars and cents, like 49.99')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/invoices/i1/payments')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/Amount \(NZD\)/));
    await userEvent.type(within(dialog).getByLabelText(/Amount \(NZD\)/), '49.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(dialog).findByText('Invoice INV-000042 is already paid')).toBeInTheDocument();
  });

  it('lets a superadmin void an unpaid invoice with a reason, and credit a paid one', async () => {
    const { api } = renderSignedIn('/admin/invoices/i1/show', {
      'GET /api/admin/invoices/i1': () => reply(200, UNPAID),
      'POST /api/admin/invoices/i1/void': () => reply(200, { message: 'Invoice INV-000042 voided', invoice: { ...UNPAID, status: 'void', voided_at: '2026-11-25T00:00:00Z', void_reason: 'Chosen by mistake' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice · INV-000042' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Chosen by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText('Invoice INV-000042 voided')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/invoices/i1/void')[0].body).toEqual({ reason: 'Chosen by mistake' });
  });

  it('offers a credit note on a paid invoice to superadmins only', async () => {
    renderSignedIn('/admin/invoices/i1/show', { 'GET /api/admin/invoices/i1': () => reply(200, PAID) }, { can_verify_profiles: true, is_superadmin: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue credit note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
  });

  it('issues a credit note for the amount typed', async () => {
    const { api } = renderSignedIn('/admin/invoices/i1/show', {
      'GET /api/admin/invoices/i1': () => reply(200, PAID),
      'POST /api/admin/invoices/i1/credit-notes': () => reply(200, { message: 'Credit note CN-000001 issued against invoice INV-000042', invoice: { ...PAID, status: 'credited', credited_cents: 2000 } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Amount \(NZD\)/)).toHaveValue('49.99');
    await userEvent.clear(within(dialog).getByLabelText(/Amount \(NZD\)/));
    await userEvent.type(within(dialog).getByLabelText(/Amount \(NZD\)/), '20');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Listing down for a week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Credit note CN-000001 issued against invoice INV-000042')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/invoices/i1/credit-notes')[0].body).toEqual({ amount_cents: 2000, reason: 'Listing down for a week' });
  });
});
