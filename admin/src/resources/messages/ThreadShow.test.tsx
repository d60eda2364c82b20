import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';
import { EMAIL_STATE_POLL_MS } from './ThreadShow';

const SUMMARY = {
  id: 't1', reference: 'MSG-123456', name: 'Hemi', email: 'hemi@example.co.nz', phone: '021 555 0199', city: 'Wellington',
  created_at: '2026-11-20T01:00:00Z', preview: 'Kia ora, how does verification work?', status: 'awaiting', message_count: 1,
};
// Shaped as the server's thread detail mapper answers (backend/src/messages/thread.mapper.ts).
const CONTACT = { name: 'Hemi', email: 'hemi@example.co.nz', phone: '021 555 0199', city: 'Wellington' };
const VISITOR = { id: 'm1', thread_id: 't1', ...CONTACT, message: 'Kia ora, how does verification work?', is_admin_reply: false, created_at: '2026-11-20T01:00:00Z', email_status: null, email_error: null, email_sent_at: null };
const REPLY = (over: object) => ({ id: 'm2', thread_id: 't1', ...CONTACT, message: 'Upload your ID.', is_admin_reply: true, created_at: '2026-11-20T02:00:00Z', email_status: 'sent', email_error: null, email_sent_at: '2026-11-20T02:00:05Z', ...over });
const SMTP_REFUSED = 'connect ECONNREFUSED 127.0.0.1:2525';

describe('messages', () => {
  it("shows 'No messages received yet' without threads", async () => {
    renderSignedIn('/admin/messages', { 'GET /api/admin/threads': () => listOf('threads', []) });

    expect(await screen.findByText('No messages received yet')).toBeInTheDocument();
  });

  it('lists a thread with its contact, reference, date, preview and Awaiting Reply badge', async () => {
    renderSignedIn('/admin/messages', { 'GET /api/admin/threads': () => listOf('threads', [SUMMARY, { ...SUMMARY, id: 't2', name: 'Ana', status: 'replied' }]) });

    const [first, second] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent('Hemi');
    expect(first).toHaveTextContent('hemi@example.co.nz · 021 555 0199');
    expect(first).toHaveTextContent(/MSG-123456 · 20 Nov 2026/);
    expect(within(first).getByText('Awaiting Reply')).toBeInTheDocument();
    expect(within(second).getByText('Replied')).toBeInTheDocument();
  });

  it('shows the chat with admin bubbles on the right and each reply email state', async () => {
    renderSignedIn('/admin/messages/t1/show', {
      'GET /api/admin/threads/t1': () =>
        reply(200, {
          ...SUMMARY,
          messages: [
            VISITOR,
            REPLY({}),
            REPLY({ id: 'm3', email_status: 'failed', email_error: SMTP_REFUSED, email_sent_at: null }),
            REPLY({ id: 'm4', email_status: 'failed', email_error: 'Failed to send email', email_sent_at: null }),
            REPLY({ id: 'm5', email_status: 'pending', email_sent_at: null }),
            REPLY({ id: 'm6', email_status: 'pending', email_error: SMTP_REFUSED, email_sent_at: null }),
          ],
        }),
    });

    expect(await screen.findByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/admin/messages');
    const history = await screen.findByTestId('chat-history');
    expect(within(history).getByTestId('visitor-bubble')).toHaveTextContent('Kia ora');
    const states = within(history).getAllByTestId('email-state');
    expect(within(history).getAllByTestId('admin-bubble')).toHaveLength(5);
    // Label then, where the server gave one, the reason under it.
    expect(states.map((state) => state.textContent)).toEqual([
      'Email sent',
      `Failed to send email${SMTP_REFUSED}`,
      'Failed to send email',
      'Email pending',
      `Email pendingRetrying after: ${SMTP_REFUSED}`,
    ]);
    // The technical reason is secondary: small text under the label and the tooltip, never the label itself.
    expect(within(states[1]).getByText('Failed to send email')).toBeInTheDocument();
    expect(within(states[1]).getByText(SMTP_REFUSED)).toBeInTheDocument();
    expect(states[1]).toHaveAttribute('title', SMTP_REFUSED);
    expect(states[2]).not.toHaveAttribute('title');
    expect(states[4]).toHaveAttribute('title', `Retrying after: ${SMTP_REFUSED}`);
  });

  it('reads the thread again while a reply email is pending, until it has left', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let status = 'pending';
      const { api } = renderSignedIn('/admin/messages/t1/show', {
        'GET /api/admin/threads/t1': () => reply(200, { ...SUMMARY, messages: [VISITOR, REPLY({ email_status: status, email_sent_at: null })] }),
      });
      expect(await screen.findByText('Email pending')).toBeInTheDocument();

      status = 'sent';
      await act(() => jest.advanceTimersByTimeAsync(EMAIL_STATE_POLL_MS));
      expect(await screen.findByText('Email sent')).toBeInTheDocument();
      const reads = api.callsTo('GET /api/admin/threads/t1').length;
      await act(() => jest.advanceTimersByTimeAsync(EMAIL_STATE_POLL_MS * 3));
      expect(api.callsTo('GET /api/admin/threads/t1')).toHaveLength(reads);
    } finally {
      jest.useRealTimers();
    }
  });

  it("sends a reply only when it is not blank, then shows 'Reply sent successfully!'", async () => {
    let messages: object[] = [VISITOR];
    const { api } = renderSignedIn('/admin/messages/t1/show', {
      'GET /api/admin/threads/t1': () => reply(200, { ...SUMMARY, messages }),
      'POST /api/admin/threads/t1/reply': (req) => {
        messages = [...messages, REPLY({ message: (req.body as { message: string }).message, email_status: 'pending', email_sent_at: null })];
        return reply(200, { message: 'Reply sent successfully!', reply: messages[1] });
      },
    });
    const text = await screen.findByPlaceholderText('Type your reply...');
    const send = screen.getByRole('button', { name: 'Send reply' });

    expect(send).toBeDisabled();
    await userEvent.type(text, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(text, 'Upload your ID.');
    await userEvent.click(send);

    expect(await screen.findByText('Reply sent successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('admin-bubble')).toHaveTextContent('Email pending');
    expect(api.callsTo('POST /api/admin/threads/t1/reply')[0].body).toEqual({ message: 'Upload your ID.' });
  });

  it("shows 'Failed to send reply' when the server gives no text", async () => {
    renderSignedIn('/admin/messages/t1/show', {
      'GET /api/admin/threads/t1': () => reply(200, { ...SUMMARY, messages: [VISITOR] }),
      'POST /api/admin/threads/t1/reply': () => apiError(500, ''),
    });

    await userEvent.type(await screen.findByPlaceholderText('Type your reply...'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Failed to send reply')).toBeInTheDocument();
  });

  it('asks before deleting the thread, then returns to the list', async () => {
    renderSignedIn('/admin/messages/t1/show', {
      'GET /api/admin/threads/t1': () => reply(200, { ...SUMMARY, messages: [VISITOR] }),
      'DELETE /api/admin/threads/t1': () => reply(200, { id: 't1', message: 'Thread deleted successfully' }),
      'GET /api/admin/threads': () => listOf('threads', []),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Thread' }));
    expect(await screen.findByText('Are you sure you want to delete this entire conversation? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Thread deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/messages'));
  });

  it("shows 'Failed to delete thread' when the delete fails without text", async () => {
    renderSignedIn('/admin/messages/t1/show', {
      'GET /api/admin/threads/t1': () => reply(200, { ...SUMMARY, messages: [VISITOR] }),
      'DELETE /api/admin/threads/t1': () => apiError(500, ''),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Thread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete thread')).toBeInTheDocument();
  });
});
