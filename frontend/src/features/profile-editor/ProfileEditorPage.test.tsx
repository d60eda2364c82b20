import type { OwnerProfile } from 'contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockApi, mockApi, MockReply } from '../../lib/testing/mock-api';
import { ownerProfile, renderRoutes, sessionView, signedIn } from '../../../test/advertiser/render';
import ProfileEditorPage from './ProfileEditorPage';

const user = userEvent.setup({ delay: null });

async function openEditor(at: string, profile: OwnerProfile = ownerProfile(), routes: Record<string, MockReply> = {}): Promise<MockApi> {
  const api = mockApi(routes);
  signedIn(api, sessionView(profile));
  await renderRoutes({ '/profile': <ProfileEditorPage />, '/profile/edit': <ProfileEditorPage /> }, at);
  return api;
}

describe('profile editor layout', () => {
  it('has the six side menu tabs of the spec, Touring, Analytics and Billing, and opens Basic Information at /profile/edit', async () => {
    await openEditor('/profile/edit');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Preview Profile',
      'Account Information',
      'Basic Information',
      'Physical Attributes',
      'Services & Rates',
      'Photos',
      'Touring & Available Now',
      'Analytics',
      'Billing',
    ]);
    expect(screen.getByRole('tab', { name: 'Basic Information' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the preview of the public profile at /profile', async () => {
    await openEditor('/profile', ownerProfile({ full_name: 'Ruby Rose', subscription_tier: 'premium' }));
    expect(screen.getByRole('tab', { name: 'Preview Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: /Ruby Rose/ })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByText('VIP').length).toBeGreaterThan(0);
  });

  it('previews only what the advertiser entered when just the required fields are set', async () => {
    await openEditor(
      '/profile',
      ownerProfile({
        location: 'Hamilton', availability: null, outcalls: null, categories: [], service_types: [], services: null,
        rates_30min: null, rates_1hour: 300, rates_2hour: null, rates_overnight: null,
      }),
    );
    const preview = screen.getByRole('tabpanel');
    expect(within(within(preview).getByRole('region', { name: 'Rates' })).getAllByRole('term').map((t) => t.textContent)).toEqual(['1 hour']);
    expect(within(preview).queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
    expect(within(preview).queryByRole('list', { name: 'Service types' })).not.toBeInTheDocument();
    expect(preview).not.toHaveTextContent(/Available Anytime|Independent|GFE|Dinner Date|Overnight|\$180|\$250|\$450|\$1,200/);
  });

  it('moves between tabs with the arrow keys', async () => {
    await openEditor('/profile/edit');
    screen.getByRole('tab', { name: 'Basic Information' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Physical Attributes' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Physical Attributes');
  });

  it.each([
    ['free', null, 'Free Account'],
    ['basic', '2026-12-24T00:00:00.000Z', 'Basic Account'],
    ['premium', '2026-12-24T00:00:00.000Z', 'Premium Account'],
  ])('shows the %s plan in the plan box', async (tier, expires, label) => {
    await openEditor('/profile?tab=basic', ownerProfile({ subscription_tier: tier, subscription_expires_at: expires }));
    const box = screen.getByRole('complementary', { name: 'Your plan' });
    expect(box).toHaveTextContent(label);
    if (expires) expect(box).toHaveTextContent('Expires 24 December 2026');
  });
});

describe('profile editor forms', () => {
  it('shows the fixed username, a 6-row bio and the location placeholder', async () => {
    await openEditor('/profile/edit');
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.getByText('Username cannot be changed after registration.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bio/)).toHaveAttribute('rows', '6');
    expect(screen.getByLabelText(/^Location/)).toHaveAttribute('placeholder', 'City, Area');
  });

  it('requires the full name', async () => {
    const api = await openEditor('/profile/edit');
    await user.clear(screen.getByLabelText(/Full name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Full name is required');
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(api.callsTo('PUT /api/profiles/me')).toHaveLength(0);
  });

  it.each([
    ['Location', 'Location is required'],
    ['Bio', 'Bio is required'],
    ['Phone', 'Phone is required'],
    ['Contact email', 'Contact email is required'],
  ])('says "%s" is required at the field when it is cleared', async (label, message) => {
    const api = await openEditor('/profile/edit');
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/profiles/me')).toHaveLength(0);
  });

  it('takes the advertiser to the tab of a required field left blank there', async () => {
    await openEditor('/profile/edit', ownerProfile({ meeting_with: null }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Meeting with is required');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Services & Rates');
    expect(screen.getByLabelText(/^Meeting with/)).toHaveFocus();
  });

  it('saves edits from several tabs in one go', async () => {
    // A language stored before the list was fixed is left out rather than sent back to be refused.
    const api = await openEditor('/profile/edit', ownerProfile({ languages: ['English', 'Klingon'] }), {
      'PUT /api/profiles/me': { body: { message: 'Profile updated successfully!', profile: ownerProfile({ location: 'Wellington, Te Aro', rates_2hour: 600 }) } },
    });
    await user.clear(screen.getByLabelText(/^Location/));
    await user.type(screen.getByLabelText(/^Location/), 'Wellington, Te Aro');
    expect(screen.getByRole('checkbox', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'NZ Sign Language' }));
    await user.click(screen.getByRole('tab', { name: 'Physical Attributes' }));
    await user.selectOptions(screen.getByLabelText('Hair color'), 'Red');
    await user.click(screen.getByRole('tab', { name: 'Services & Rates' }));
    await user.clear(screen.getByLabelText('2 hours ($)'));
    await user.type(screen.getByLabelText('2 hours ($)'), '600');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const body = api.callsTo('PUT /api/profiles/me')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ location: 'Wellington, Te Aro', hair_color: 'Red', rates_2hour: '600', full_name: 'Ruby Rose', languages: ['English', 'NZ Sign Language'] });
    expect(body).not.toHaveProperty('username');
  });

  it("shows the server's message and keeps the edits", async () => {
    await openEditor('/profile/edit', ownerProfile(), { 'PUT /api/profiles/me': { status: 400, body: { message: 'Please enter a valid email address' } } });
    await user.clear(screen.getByLabelText(/^Contact email/));
    await user.type(screen.getByLabelText(/^Contact email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText(/^Contact email/)).toHaveValue('not-an-email');
  });

  it('falls back to the generic failure text', async () => {
    await openEditor('/profile/edit', ownerProfile(), { 'PUT /api/profiles/me': { status: 500, body: { message: 'Internal server error' } } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
  });

  it('Cancel drops the edits and returns to /profile', async () => {
    await openEditor('/profile/edit');
    await user.clear(screen.getByLabelText(/^Location/));
    await user.type(screen.getByLabelText(/^Location/), 'Somewhere else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByTestId('location')[0]).toHaveTextContent(/^\/profile$/);
    await user.click(screen.getByRole('tab', { name: 'Basic Information' }));
    expect(screen.getByLabelText(/^Location/)).toHaveValue('Auckland CBD');
  });

  it('refuses a birth date under 18', async () => {
    await openEditor('/profile?tab=physical');
    const year = new Date().getFullYear() - 17;
    await user.clear(screen.getByLabelText(/^Date of birth/));
    await user.type(screen.getByLabelText(/^Date of birth/), `${year}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be between 18 and 99 years old');
  });
});
