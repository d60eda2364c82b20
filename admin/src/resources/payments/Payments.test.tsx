import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const LINE = {
  id: 'l1', import_id: 's1', line_number: 3, posted_on: '2026-11-23', amount_cents: 2000, payee: 'U Under', particulars: 'UNDER', code: 'BASIC',
  reference: 'INV-000043', outcome: 'partial', invoice_id: 'i43', invoice_number: 'INV-000043', note: '$20.00 paid, $29.99 due on invoice INV-000043',
  resolved_by_email: null, resolved_at: null,
};
const PREVIEW = {
  filename: 'anz.csv',
  summary: { lines: 2, matched: 1, partial: 1, unmatched: 0, duplicate: 0, ignored: 0 },
  lines: [
    { line_number: 2, posted_on: '2026-11-23', amount_cents: 4999, payee: 'M Exact', particulars: 'EXACT', code: 'PREMIUM', reference: 'INV-000042', outcome: 'matched', invoice_id: 'i42', invoice_number: 'INV-000042', note: null },
    { line_number: 3, posted_on: '2026-11-23', amount_cents: 2000, payee: 'U Under', particulars: 'UNDER', code: 'BASIC', reference: 'INV-000043', outcome: 'partial', invoice_id: 'i43', invoice_number: 'INV-000043', note: LINE.note },
  ],
};
const INVOICE = {
  id: 'i43', number: 'INV-000043', recipient_name: 'Una Under', plan_name: 'Basic', balance_due_cents: 2999, status: 'unpaid', payments: [], credit_notes: [],
};

const csvFile = () => new File(['Date,Amount,Reference\n23/11/2026,49.99,INV-000042\n'], 'anz.csv', { type: 'text/csv' });

describe('Payments', () => {
  it('previews a bank statement, then imports it and lists what is left to match', async () => {
    let lines: object[] = [];
    const { api } = renderSignedIn('/admin/payments', {
      'GET /api/admin/statement-lines': () => listOf('statement-lines', lines),
      'POST /api/admin/statement-imports/preview': () => reply(200, PREVIEW),
      'POST /api/admin/statement-imports': () => {
        lines = [LINE];
        return reply(201, { message: 'Imported 2 lines: 1 paid an invoice, 1 left for you to match, 0 imported before', ...PREVIEW });
      },
    });
    expect(await screen.findByText('No statement lines to match')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('GET /api/admin/statement-lines')[0].query.get('filter')!)).toEqual({ outcome: 'open' });

    await userEvent.upload(screen.getByLabelText('Bank statement CSV'), csvFile());

    const preview = await screen.findByRole('table', { name: 'Statement preview' });
    expect(screen.getByTestId('statement-summary')).toHaveTextContent('2 lines: 1 will pay an invoice, 1 left to match by hand, 0 imported before, 0 paid out.');
    expect(within(preview).getByRole('row', { name: /M Exact/ })).toHaveTextContent('Paid an invoice');
    expect(within(preview).getByRole('row', { name: /U Under/ })).toHaveTextContent('$20.00 paid, $29.99 due on invoice INV-000043');
    expect(api.callsTo('POST /api/admin/statement-imports')).toHaveLength(0);
    expect((api.callsTo('POST /api/admin/statement-imports/preview')[0].body as FormData).get('file')).toBeInstanceOf(File);

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 lines' }));

    expect(await screen.findByText('Imported 2 lines: 1 paid an invoice, 1 left for you to match, 0 imported before')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /U Under/ })).toHaveTextContent('Amount differs');
  });

  it("shows the server's message naming the bad lines, and imports nothing", async () => {
    const message = 'Nothing was imported. Fix these lines and import the file again: line 3: the date "31/02/2026" is not a date like 23/11/2026';
    const { api } = renderSignedIn('/admin/payments', {
      'GET /api/admin/statement-lines': () => listOf('statement-lines', []),
      'POST /api/admin/statement-imports/preview': () => apiError(400, message),
    });
    await screen.findByText('No statement lines to match');
    await userEvent.upload(screen.getByLabelText('Bank statement CSV'), csvFile());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/statement-imports')).toHaveLength(0);
  });

  it('matches a line to an invoice by hand', async () => {
    let lines: object[] = [LINE];
    const { api } = renderSignedIn('/admin/payments', {
      'GET /api/admin/statement-lines': () => listOf('statement-lines', lines),
      'GET /api/admin/invoices': () => listOf('invoices', [INVOICE]),
      'POST /api/admin/statement-lines/l1/match': () => {
        lines = [];
        return reply(200, { message: 'Statement line matched to invoice INV-000043', line: { ...LINE, outcome: 'matched' }, invoice: INVOICE });
      },
    });
    await userEvent.click(within(await screen.findByRole('row', { name: /U Under/ })).getByRole('button', { name: 'Match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match $20.00 from U Under' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /INV-000043 · Una Under · Basic · \$29\.99 due · Unpaid/ })).toBeChecked());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Match payment' }));

    expect(await screen.findByText('Statement line matched to invoice INV-000043')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/statement-lines/l1/match')[0].body).toEqual({ invoice_id: 'i43' });
  });
});
