import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const RULE = { id: 'r1', name: 'No unprotected services', pattern: 'bareback | no condom', action: 'block', created_at: '2026-11-20T01:00:00Z', updated_at: '2026-11-20T01:00:00Z' };

describe('Advertising rules', () => {
  it('lists the rules and shows the server refusing an invalid pattern', async () => {
    const { api } = renderSignedIn('/admin/advertising-rules', {
      'GET /api/admin/advertising-rules': () => listOf('advertising-rules', [RULE]),
      'POST /api/admin/advertising-rules': () =>
        reply(400, { statusCode: 400, message: '"bare(back" has characters a pattern cannot use. A pattern is one or more phrases of letters and digits, separated by |', error: 'Bad Request' }),
    });

    expect(await screen.findByText('No unprotected services')).toBeInTheDocument();
    expect(screen.getByText('Blocks the save')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Regex');
    await userEvent.type(screen.getByLabelText('Phrases, separated by |'), 'bare(back');
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));

    expect(await screen.findByText(/"bare\(back" has characters a pattern cannot use/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/advertising-rules')[0].body).toEqual({ name: 'Regex', pattern: 'bare(back', action: 'review' });
  });

  it('leaves the form out for admins who are not superadmins', async () => {
    renderSignedIn('/admin/advertising-rules', { 'GET /api/admin/advertising-rules': () => listOf('advertising-rules', [RULE]) }, { can_verify_profiles: true, is_superadmin: false });
    expect(await screen.findByText('No unprotected services')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add rule' })).not.toBeInTheDocument();
  });
});
