import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../lib/testing/mock-api';
import { ownerProfile, renderPage, sessionView, signedIn } from '../../../test/advertiser/render';
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
    expect(screen.getByText('We accept all major credit cards.')).toBeInTheDocument();
    expect(screen.getAllByText(/approved within 24-48 hours/).length).toBeGreaterThan(0);
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

  it('upgrades and updates the plan at once', async () => {
    const api = mockApi({
      'POST /api/subscriptions/upgrade': { body: { message: 'Successfully upgraded to Premium membership!', profile: ownerProfile({ subscription_tier: 'premium' }) } },
    });
    signedIn(api);
    await renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByText('Successfully upgraded to Premium membership!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/subscriptions/upgrade')[0].body).toEqual({ tier: 'premium' });
    expect(screen.getAllByRole('button', { name: 'Downgrade' })).toHaveLength(2);
  });

  it('says so when the upgrade fails', async () => {
    const api = mockApi({ 'POST /api/subscriptions/upgrade': { status: 500, body: { message: 'boom' } } });
    signedIn(api);
    await renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Basic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upgrade subscription. Please try again.');
  });
});
