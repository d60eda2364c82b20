import { screen } from '@testing-library/react';
import { mockApi } from '../../lib/testing/mock-api';
import { renderApp } from '../../lib/testing/render-app';

jest.setTimeout(20000);

describe('legal pages', () => {
  beforeEach(() => mockApi().on('POST /api/auth/refresh', { status: 401 }));

  it('states every legal fact in the Terms', async () => {
    await renderApp('/terms');
    const text = screen.getByRole('main').textContent ?? '';
    for (const topic of ['Content and intellectual property', 'Liability', 'Governing law', 'Memberships, prices and refunds', 'Privacy', 'Advertisers', 'Disclaimer']) {
      expect(screen.getByRole('heading', { name: new RegExp(topic) })).toBeInTheDocument();
    }
    for (const fact of [
      'There are no refunds',
      'New Zealand dollars (NZD) and include GST',
      'There is no automatic recharge',
      'within 8 hours',
      'at least twice a year',
      'more than 12 months old',
      '$2,000',
      'about 3 business days',
      '18 years or older',
      'Mon-Fri 8.30am-4.30pm',
      '24-hour emergency line',
      'escorts only',
      'laws of New Zealand',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('dates the Privacy Policy 27 March 2025 and has 11 sections', async () => {
    await renderApp('/privacy');
    expect(screen.getByText('Effective date: 27 March 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: /^\d+\. / })).toHaveLength(11);
    expect(screen.getByRole('main')).toHaveTextContent('about 3 business days');
  });

  it('tells advertisers what is kept, for how long, and how to get a copy, after the eleven sections', async () => {
    await renderApp('/privacy');
    const part = screen.getByRole('region', { name: 'Advertisers: what we keep, for how long, and how to get a copy' });
    for (const fact of ['deleted after 30 days', 'at least seven', 'Kept 400 days', 'Request my data', 'works once, for 24 hours', 'Deleting your profile offers the download first', 'kept at most 35 days']) {
      expect(part).toHaveTextContent(fact);
    }
    expect(screen.getByRole('link', { name: 'what we keep, for how long, and how to get a copy' })).toHaveAttribute('href', '#advertisers-data');
  });
});
