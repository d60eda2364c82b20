import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';
import { countdown } from './countdown';

const OPEN = {
  id: 't1', report_id: 'r1', profile_id: 'p1', profile_username: 'mia1', profile_full_name: 'Mia', details: 'My photos', reporter_email: 'me@example.nz',
  status: 'open', due_at: '2026-11-20T09:00:00Z', seconds_left: 7 * 3600 + 59 * 60 + 30, overdue: false, escalated: false, content_hidden: false,
  outcome: null, outcome_reason: null, resolved_by: null, resolved_at: null, created_at: '2026-11-20T01:00:00Z',
};

describe('Takedowns', () => {
  it('counts down to the deadline and says by how much a case is overdue', () => {
    expect(countdown(8 * 3600)).toBe('Due in 8 h 0 min');
    expect(countdown(125)).toBe('Due in 2 min');
    expect(countdown(-12 * 60)).toBe('Overdue by 12 min');
  });

  it('shows the countdown, marks an escalated case, hides at once and records an outcome with a reason', async () => {
    let items = [OPEN, { ...OPEN, id: 't2', profile_username: 'late2', seconds_left: -600, overdue: true, escalated: true }];
    const { api } = renderSignedIn('/admin/takedowns', {
      'GET /api/admin/takedowns': () => listOf('takedowns', items),
      'POST /api/admin/takedowns/t1/hide': () => {
        items = items.map((item) => (item.id === 't1' ? { ...item, content_hidden: true } : item));
        return reply(200, items[0]);
      },
      'POST /api/admin/takedowns/t1/resolve': (req) =>
        (req.body as { reason: string }).reason ? reply(200, { ...OPEN, status: 'resolved' }) : reply(400, { statusCode: 400, message: 'Please give the reason for the outcome', error: 'Bad Request' }),
    });

    const row = await screen.findByRole('row', { name: /mia1/ });
    expect(row).toHaveTextContent('Due in 7 h 59 min');
    const late = screen.getByRole('row', { name: /late2/ });
    expect(late).toHaveTextContent('Overdue by 10 min');
    expect(late).toHaveTextContent('Escalated');

    await userEvent.click(within(row).getByRole('button', { name: 'Hide now' }));
    expect(await within(await screen.findByRole('row', { name: /mia1/ })).findByText('Hidden while reviewed')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('row', { name: /mia1/ })).getByRole('button', { name: 'Record outcome' }));
    expect(await screen.findByText('Please give the reason for the outcome')).toBeInTheDocument();
    await userEvent.type(within(screen.getByRole('row', { name: /mia1/ })).getByRole('textbox', { name: 'Reason' }), 'Her own photos');
    await userEvent.click(within(screen.getByRole('row', { name: /mia1/ })).getByRole('button', { name: 'Record outcome' }));
    expect(await screen.findByText('Case resolved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/takedowns/t1/resolve').at(-1)!.body).toEqual({ outcome: 'removed', reason: 'Her own photos' });
  });
});
