import { ContactMessage } from './entities/contact-message.entity';
import { toThreadMessageView } from './thread.mapper';

const reply: ContactMessage = {
  id: 'm1',
  threadId: 't1',
  name: 'Aroha',
  email: 'aroha@example.co.nz',
  phone: '021 555 0101',
  city: 'Wellington',
  message: 'Thanks!',
  isAdminReply: true,
  isDeleted: false,
  createdAt: new Date('2026-11-22T00:00:00Z'),
};

describe('thread message view', () => {
  it("says 'Failed to send email' when delivery failed without an error text", () => {
    const view = toThreadMessageView(reply, { status: 'failed', attempts: 8, lastError: null, sentAt: null });
    expect(view).toMatchObject({ email_status: 'failed', email_error: 'Failed to send email' });
  });

  it('shows the last delivery error while an email is still being retried', () => {
    const view = toThreadMessageView(reply, { status: 'pending', attempts: 2, lastError: 'connect ECONNREFUSED', sentAt: null });
    expect(view).toMatchObject({ email_status: 'pending', email_error: 'connect ECONNREFUSED' });
  });

  it('has no email state for a visitor message', () => {
    expect(toThreadMessageView({ ...reply, isAdminReply: false }, undefined)).toMatchObject({ email_status: null, email_error: null, email_sent_at: null });
  });
});
