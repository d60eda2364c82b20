import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const BOSS = { id: 'a1', user_id: 'u-admin', email: 'admin@kiwicompanions.test', can_verify_profiles: true, is_superadmin: true, two_factor_enabled: true, created_at: '2026-11-01T00:00:00Z' };
const DESK = { id: 'a2', user_id: 'u-desk', email: 'desk@kiwicompanions.test', can_verify_profiles: true, is_superadmin: false, two_factor_enabled: true, created_at: '2026-11-02T00:00:00Z' };
const ENTRY = {
  id: 'e1', admin_user_id: 'u-admin', admin_email: 'admin@kiwicompanions.test', action: 'profile.verify', target_type: 'profile',
  target_id: 'be974b68-e484-4031-b4a2-04ebddc1871d', details: { username: 'mia1' }, created_at: '2026-11-20T01:00:00Z',
};
const ESCALATION = {
  id: 'e2', admin_user_id: null, admin_email: null, action: 'takedown.escalate', target_type: 'takedown',
  target_id: '5f0c7a52-7d4e-4b7e-9a57-2f1f3c1e8d10', details: { profile_id: 'p1', due_at: '2026-11-20T09:00:00.000Z' }, created_at: '2026-11-20T09:05:00Z',
};

describe('Settings', () => {
  it('lists admins and the audit log (what no admin did as System), and adds an admin with the chosen flags', async () => {
    let admins = [BOSS];
    const { api } = renderSignedIn('/admin/settings', {
      'GET /api/admin/admins': () => listOf('admins', admins),
      'GET /api/admin/audit-log': () => listOf('audit-log', [ESCALATION, ENTRY]),
      'POST /api/admin/admins': (req) => {
        const created = { id: 'a2', user_id: 'u2', created_at: '2026-11-22T00:00:00Z', ...(req.body as object) };
        admins = [...admins, created as typeof BOSS];
        return reply(201, created);
      },
    });

    expect(await screen.findByRole('row', { name: /profile\.verify/ })).toHaveTextContent('username: mia1');
    expect(screen.getByRole('row', { name: /takedown\.escalate/ })).toHaveTextContent('System');
    const form = screen.getByRole('form', { name: 'Add admin' });
    await userEvent.type(within(form).getByLabelText('Email'), 'desk@kiwicompanions.test');
    await userEvent.type(within(form).getByLabelText('Password (new account only)'), 'Desk-2026');
    await userEvent.click(within(form).getByLabelText('Can verify profiles'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add admin' }));

    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/admins')[0]?.body).toEqual({
        email: 'desk@kiwicompanions.test',
        password: 'Desk-2026',
        can_verify_profiles: false,
        is_superadmin: false,
      }),
    );
    expect(await screen.findByRole('row', { name: /desk@kiwicompanions\.test/ })).toBeInTheDocument();
    expect(screen.getByText('1 Nov 2026')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\d{1,2}\/\d{1,2}\/\d{4}/);
  });

  it("shows the server's message when adding an admin fails", async () => {
    renderSignedIn('/admin/settings', {
      'GET /api/admin/admins': () => listOf('admins', [BOSS]),
      'GET /api/admin/audit-log': () => listOf('audit-log', []),
      'POST /api/admin/admins': () => apiError(404, 'No account exists with this email'),
    });
    const form = await screen.findByRole('form', { name: 'Add admin' });

    await userEvent.type(within(form).getByLabelText('Email'), 'nobody@example.co.nz');
    await userEvent.click(within(form).getByRole('button', { name: 'Add admin' }));

    expect(await screen.findByText('No account exists with this email')).toBeInTheDocument();
  });

  it("resets another admin's two-factor sign-in after a confirmation, and offers no reset for the superadmin's own", async () => {
    let desk = DESK;
    const { api } = renderSignedIn('/admin/settings', {
      'GET /api/admin/admins': () => listOf('admins', [BOSS, desk]),
      'GET /api/admin/audit-log': () => listOf('audit-log', []),
      'POST /api/admin/admins/a2/reset-two-factor': () => {
        desk = { ...DESK, two_factor_enabled: false };
        return reply(200, { message: 'Two-factor sign-in was reset. This admin will set it up again at their next sign-in.', admin: desk });
      },
    });

    const row = await screen.findByRole('row', { name: /desk@kiwicompanions\.test/ });
    expect(within(row).getByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in of admin@kiwicompanions.test' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reset two-factor sign-in of desk@kiwicompanions.test' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('They are signed out everywhere and set it up again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Two-factor sign-in was reset. This admin will set it up again at their next sign-in.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/admins/a2/reset-two-factor')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('row', { name: /desk@kiwicompanions\.test/ })).getByText('Not set up yet')).toBeInTheDocument());
  });

  it('is refused to an admin who is not a superadmin', async () => {
    renderSignedIn('/admin/settings', {}, { can_verify_profiles: true, is_superadmin: false });

    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });
});
