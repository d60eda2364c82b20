import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const SETTINGS = [
  { id: 'new_profile', kind_label: 'New profile', mode: 'pre', updated_at: '2026-11-01T00:00:00Z' },
  { id: 'photo', kind_label: 'New photo', mode: 'pre', updated_at: '2026-11-01T00:00:00Z' },
  { id: 'profile_text', kind_label: 'Changed profile text', mode: 'post', updated_at: '2026-11-01T00:00:00Z' },
];

const HELD = 'Held until approved (pre-moderation)';
const SHOWN = 'Shown at once, reviewed after (post-moderation)';

describe('Moderation settings', () => {
  it('lets a superadmin switch a kind between held until approved and shown at once', async () => {
    const { api } = renderSignedIn('/admin/moderation-settings', {
      'GET /api/admin/moderation-settings': () => listOf('moderation-settings', SETTINGS),
      'PUT /api/admin/moderation-settings/photo': (req) => reply(200, { ...SETTINGS[1], ...(req.body as object), updated_at: '2026-11-27T01:00:00Z' }),
    });

    const photos = await screen.findByRole('radiogroup', { name: 'New photo moderation' });
    expect(within(photos).getByRole('radio', { name: HELD })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: 'Changed profile text moderation' })).getByRole('radio', { name: SHOWN })).toBeChecked();

    await userEvent.click(within(photos).getByRole('radio', { name: SHOWN }));

    expect(await screen.findByText('Moderation setting saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/moderation-settings/photo')[0].body).toMatchObject({ mode: 'post' });
    await waitFor(() => expect(within(screen.getByRole('radiogroup', { name: 'New photo moderation' })).getByRole('radio', { name: SHOWN })).toBeChecked());
    expect(within(screen.getByRole('radiogroup', { name: 'New profile moderation' })).getByRole('radio', { name: HELD })).toBeChecked();
  });

  it("shows the server's refusal and keeps the setting as it was", async () => {
    renderSignedIn('/admin/moderation-settings', {
      'GET /api/admin/moderation-settings': () => listOf('moderation-settings', SETTINGS),
      'PUT /api/admin/moderation-settings/new_profile': () => apiError(403, 'You do not have permission to do this'),
    });

    const profiles = await screen.findByRole('radiogroup', { name: 'New profile moderation' });
    await userEvent.click(within(profiles).getByRole('radio', { name: SHOWN }));

    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'New profile moderation' })).getByRole('radio', { name: HELD })).toBeChecked();
  });

  it('shows admins who are not superadmins the settings without a way to change them', async () => {
    renderSignedIn('/admin/moderation-settings', { 'GET /api/admin/moderation-settings': () => listOf('moderation-settings', SETTINGS) }, { can_verify_profiles: true, is_superadmin: false });

    const row = await screen.findByRole('row', { name: /New photo/ });
    expect(row).toHaveTextContent(HELD);
    expect(screen.getByText('Only superadmins can change these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
