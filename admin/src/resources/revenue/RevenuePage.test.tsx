import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fake-api';
import { renderSignedIn } from '../../../test/render-app';

const MONTHS = [
  { month: '2026-11', invoices: 3, invoiced_cents: 12997, paid_cents: 7998, credited_cents: 0, gst_cents: 1043 },
  { month: '2026-10', invoices: 2, invoiced_cents: 9998, paid_cents: 9998, credited_cents: 2000, gst_cents: 1043 },
];

describe('Revenue', () => {
  it('shows invoiced, paid, credited and GST per month with totals, and exports the CSV', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:revenue';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const csv = 'Month,Invoices\n2026-10,2\n';
    const { api } = renderSignedIn('/admin/revenue', {
      'GET /api/admin/revenue': () => reply(200, MONTHS),
      'GET /api/admin/revenue/csv': () => reply(200, csv, { 'Content-Type': 'text/csv; charset=utf-8' }),
    });

    const november = await screen.findByRole('row', { name: /November 2026/ });
    expect(november).toHaveTextContent('$129.97');
    expect(november).toHaveTextContent('$79.98');
    expect(november).toHaveTextContent('$10.43');
    expect(screen.getByRole('row', { name: /October 2026/ })).toHaveTextContent('$20.00');
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('$229.95$179.96$20.00$20.86');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET /api/admin/revenue/csv')).toHaveLength(1);
    const saved = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created[0]);
    });
    expect(saved).toBe(csv);
    click.mockRestore();
  });
});
