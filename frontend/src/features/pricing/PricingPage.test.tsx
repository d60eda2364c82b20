import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../lib/testing/mock-api';
import { invoice, ownerProfile, renderPage, sessionView, signedIn } from '../../../test/advertiser/render';
import PricingPage from './PricingPage';

const renderPricing = () => renderPage(<PricingPage />, { path: '/pricing' });

describe('pricing', () => {
  it('shows the three plans, their prices and the FAQ', async () => {
    mockApi();
    await renderPricing();
    expect(screen.getByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.getByText('$29.99')).toBeInTheDocument();
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    expect(screen.getByText(/Downgrades take effect at the end of your current billing cycle/)).toBeInTheDocument();
    expect(screen.getAllByText(/approved within 24-48 hours/).length).toBeGreaterThan(0);
  });

  it('says plans are paid by internet banking against an invoice, and promises no credit cards', async () => {
    mockApi();
    await renderPricing();
    expect(screen.getByText(/^Internet banking\. Choosing a plan sends you a tax invoice/)).toHaveTextContent('We do not take credit cards.');
    expect(screen.queryByText(/accept all major credit cards/)).not.toBeInTheDocument();
    expect(screen.getByText(/Seven days before the end we email you an invoice for the next 30 days/)).toBeInTheDocument();
  });

  it('shows the current prices from the billing settings', async () => {
    mockApi({ 'GET /api/billing/plans': { body: [{ tier: 'basic', price_cents: 3100, period_days: 30 }, { tier: 'premium', price_cents: 5250, period_days: 30 }] } });
    await renderPricing();
    expect(await screen.findByText('$52.50')).toBeInTheDocument();
    expect(screen.getByText('$31.00')).toBeInTheDocument();
  });

  it('sends visitors to sign up', async () => {
    mockApi();
    await renderPricing();
    for (const link of [screen.getByRole('link', { name: 'Get Started' }), screen.getByRole('link', { name: 'Choose Basic' }), screen.getByRole('link', { name: 'Choose Premium' })]) {
      expect(link).toHaveAttribute('href', '/signup');
    }
  });

  it('offers free advertisers both upgrades', async () => {
    const api = mockApi();
    signedIn(api);
    await renderPricing();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Basic' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
  });

  it('disables downgrades for basic advertisers', async () => {
    const api = mockApi();
    signedIn(api, sessionView(ownerProfile({ subscription_tier: 'basic' })));
    await renderPricing();
    expect(screen.getByRole('button', { name: 'Downgrade' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
  });

  it('answers a choice with the invoice and how to pay it, and leaves the plan as it is until the payment arrives', async () => {
    const message = "We've sent you invoice INV-000042. Your Premium plan starts as soon as your payment arrives.";
    const api = mockApi({ 'POST /api/subscriptions/upgrade': { body: { message, invoice: invoice() } } });
    signedIn(api);
    await renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/subscriptions/upgrade')[0].body).toEqual({ tier: 'premium' });
    expect(screen.getByRole('heading', { name: 'Invoice INV-000042: Premium plan, 30 days' })).toBeInTheDocument();
    expect(screen.getByText('Total $49.99 including GST of $6.52.')).toBeInTheDocument();
    expect(screen.getByText('12-3140-0123452-000')).toBeInTheDocument();
    expect(screen.getByText('RUBY')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute('href', '/api/billing/invoices/invoice-INV-000042/pdf?expires=1&signature=s');
    expect(screen.getByRole('link', { name: 'See all your invoices' })).toHaveAttribute('href', '/profile?tab=billing');
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Basic' })).toBeEnabled();
  });

  it('copies the account number and the reference', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = mockApi({ 'POST /api/subscriptions/upgrade': { body: { message: 'Invoice ready', invoice: invoice() } } });
    signedIn(api);
    await renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy account number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(writeText.mock.calls).toEqual([['12-3140-0123452-000'], ['INV-000042']]);
    expect(screen.getAllByText('Copied')).toHaveLength(2);
  });

  it('says so when the upgrade fails', async () => {
    const api = mockApi({ 'POST /api/subscriptions/upgrade': { status: 500, body: { message: 'boom' } } });
    signedIn(api);
    await renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Basic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upgrade subscription. Please try again.');
  });
});
