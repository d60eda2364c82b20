import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../lib/testing/mock-api';
import { renderApp } from '../../lib/testing/render-app';

jest.setTimeout(20000);

async function fill(values: Partial<Record<'Name' | 'Phone' | 'Email' | 'City' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) {
      await userEvent.click(input);
      await userEvent.paste(value);
    }
  }
}

const VALID = { Name: 'Sam Visitor', Phone: '021 555 0100', Email: 'sam@example.co.nz', City: 'Nelson', Message: 'Hello, I have a question.' };

describe('contact page', () => {
  it('shows the contact details, office hours and emergency line', async () => {
    mockApi().on('POST /api/auth/refresh', { status: 401 });
    await renderApp('/contact');
    const details = screen.getByRole('region', { name: 'Contact Details' });
    expect(details).toHaveTextContent('Mon-Fri 8.30am-4.30pm');
    expect(details).toHaveTextContent('24-hour emergency line (escorts only)');
  });

  it('shows every required-field error and sends nothing', async () => {
    const api = mockApi().on('POST /api/auth/refresh', { status: 401 });
    await renderApp('/contact');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of ['Name is required', 'Phone is required', 'Email is required', 'City is required', 'Message is required']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/contact')).toHaveLength(0);
  });

  it('rejects a malformed email and phone', async () => {
    mockApi().on('POST /api/auth/refresh', { status: 401 });
    await renderApp('/contact');
    await fill({ ...VALID, Email: 'sam@nowhere', Phone: '12 34' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it("shows 'Sending...', then the success message for 5 seconds, and clears the form", async () => {
    let answer: () => void = () => undefined;
    const api = mockApi()
      .on('POST /api/auth/refresh', { status: 401 })
      .on('POST /api/contact', () => new Promise((resolve) => (answer = () => resolve({ status: 201, body: { message: 'ok' } }))));
    await renderApp('/contact');
    await fill(VALID);
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      await act(async () => answer());
      expect(await screen.findByText('Your message has been sent successfully! We will get back to you soon.')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('');
      expect(screen.getByLabelText('Message')).toHaveValue('');
      expect(api.callsTo('POST /api/contact')[0].body).toEqual({
        name: 'Sam Visitor',
        phone: '021 555 0100',
        email: 'sam@example.co.nz',
        city: 'Nelson',
        message: 'Hello, I have a question.',
        website: '',
      });
      act(() => {
        jest.advanceTimersByTime(4900);
      });
      expect(screen.getByText('Your message has been sent successfully! We will get back to you soon.')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(screen.queryByText('Your message has been sent successfully! We will get back to you soon.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the fallback 'Failed to send message. Please try again.' and keeps the form", async () => {
    mockApi().on('POST /api/auth/refresh', { status: 401 }).on('POST /api/contact', { status: 502 });
    await renderApp('/contact');
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Visitor');
  });

  it("shows the server's message when it refuses the form", async () => {
    mockApi()
      .on('POST /api/auth/refresh', { status: 401 })
      .on('POST /api/contact', { status: 429, body: { statusCode: 429, message: 'Too many requests. Please try again later.' } });
    await renderApp('/contact');
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please try again later.'));
  });
});
