import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from 'contract';
import { MockAnswer, MockApi, mockApi } from '../../lib/testing/mock-api';
import { ownerProfile, renderPage, sessionView } from '../../../test/advertiser/render';
import SignUpPage from './SignUpPage';

// Typing through five steps is slow in jsdom; no delay between keystrokes.
const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

beforeAll(() => {
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
const alertText = async () => (await screen.findByRole('alert')).textContent;

async function fillAccount() {
  await user.type(screen.getByLabelText(/Display name/), 'Ruby Rose');
  await user.type(screen.getByLabelText(/^Username/), 'ruby');
  await user.type(screen.getByLabelText(/^Email/), 'ruby@example.nz');
  await user.type(screen.getByLabelText(/Confirm email/), 'ruby@example.nz');
  await user.type(screen.getByLabelText(/^Password/), 'Kiwi-Wizard-2026');
  await user.type(screen.getByLabelText(/Confirm password/), 'Kiwi-Wizard-2026');
}

async function fillPersonal() {
  await user.type(screen.getByLabelText(/Date of birth/), '14031995');
  await user.selectOptions(screen.getByLabelText(/Nationality/), 'Kiwi');
  await user.selectOptions(screen.getByLabelText(/Location/), 'Auckland CBD');
  await user.click(screen.getByRole('checkbox', { name: 'Te Reo Māori' }));
  await user.click(screen.getByRole('checkbox', { name: 'English' }));
}

async function fillAppearance() {
  await user.type(screen.getByLabelText(/Height/), '168');
  await user.type(screen.getByLabelText(/Weight/), '58');
  await user.selectOptions(screen.getByLabelText(/Body type/), 'Curvy');
}

async function fillServices() {
  await user.click(screen.getByRole('checkbox', { name: 'GFE' }));
  await user.selectOptions(screen.getByLabelText(/Meeting with/), 'Men');
  await user.selectOptions(screen.getByLabelText(/Available for/), 'Incall & Outcall');
  await user.type(screen.getByLabelText(/1 hour/), '300');
}

async function fillAbout() {
  await user.type(screen.getByLabelText(/^Bio/), 'Warm, witty and well travelled companion based in Auckland CBD.');
  await user.type(screen.getByLabelText(/^Phone/), '021 555 1234');
  await user.type(screen.getByLabelText(/Contact email/), 'ruby.contact@example.nz');
  await user.click(screen.getByRole('checkbox', { name: /accept the/ }));
}

async function toAbout() {
  await fillAccount();
  await next();
  await fillPersonal();
  await next();
  await fillAppearance();
  await next();
  await fillServices();
  await next();
  await screen.findByRole('heading', { name: 'About you' });
}

function signupWith(api: MockApi, answer: MockAnswer | (() => Promise<MockAnswer>)) {
  api.on('POST /api/auth/signup', typeof answer === 'function' ? answer : () => answer);
}

const created = { status: 201, body: { ...sessionView(ownerProfile()), accessToken: 'token' } };

describe('registration wizard', () => {
  it('shows the progress through the six steps', async () => {
    mockApi();
    await renderPage(<SignUpPage />, { path: '/signup' });
    expect(screen.getByText('Step 1 of 6: ACCOUNT')).toBeInTheDocument();
    for (const name of ['ACCOUNT', 'PERSONAL', 'APPEARANCE', 'SERVICES', 'ABOUT', 'COMPLETE']) expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.getByText('ACCOUNT').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('validates ACCOUNT on Next and marks the field', async () => {
    mockApi();
    await renderPage(<SignUpPage />, { path: '/signup' });
    await next();
    expect(await alertText()).toBe('Please fill in all required fields');
    expect(screen.getByLabelText(/Display name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Display name/)).toHaveFocus();
    await fillAccount();
    await user.clear(screen.getByLabelText(/Confirm email/));
    await user.type(screen.getByLabelText(/Confirm email/), 'other@example.nz');
    await next();
    expect(await alertText()).toBe('Email addresses do not match');
  });

  it('validates PERSONAL, computes the age and shows the hint', async () => {
    mockApi();
    await renderPage(<SignUpPage />, { path: '/signup' });
    await fillAccount();
    await next();
    expect(screen.getByText('Step 2 of 6: PERSONAL')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or older to register')).toBeInTheDocument();
    await next();
    expect(await alertText()).toBe('Please fill in all required fields');
    const locations = within(screen.getByLabelText(/Location/)).getAllByRole('option').map((option) => option.textContent);
    expect(locations).toEqual([
      'Select...',
      'Auckland CBD',
      'Auckland North Shore',
      'Auckland West',
      'Auckland South',
      'Hamilton',
      'Tauranga',
      'Wellington',
      'Christchurch',
      'Dunedin',
      'Queenstown',
    ]);
    // Languages are chosen from the fixed list, never typed.
    const languages = within(screen.getByRole('group', { name: 'Languages' })).getAllByRole('checkbox');
    expect(languages.map((box) => box.closest('label')!.textContent)).toEqual([...LANGUAGES]);
    expect(screen.queryByRole('textbox', { name: /Languages/ })).not.toBeInTheDocument();
    await fillPersonal();
    expect(screen.getByLabelText(/Location/)).toHaveValue('Auckland CBD');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('14/03/1995');
    expect(screen.getByText(/^Age: \d+$/)).toBeInTheDocument();
    const tooYoung = new Date();
    const dd = String(tooYoung.getDate()).padStart(2, '0');
    const mm = String(tooYoung.getMonth() + 1).padStart(2, '0');
    await user.clear(screen.getByLabelText(/Date of birth/));
    await user.type(screen.getByLabelText(/Date of birth/), `${dd}${mm}${tooYoung.getFullYear() - 17}`);
    await next();
    expect(await alertText()).toBe('You must be 18 or older to register');
  });

  it('validates APPEARANCE and SERVICES, and Back keeps what was typed', async () => {
    mockApi();
    await renderPage(<SignUpPage />, { path: '/signup' });
    await fillAccount();
    await next();
    await fillPersonal();
    await next();
    await next();
    expect(await alertText()).toBe('Please fill in all required fields');
    await fillAppearance();
    await next();
    await next();
    expect(await alertText()).toBe('Please fill in all required fields');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Height/)).toHaveValue(168);
    expect(screen.getByLabelText(/Body type/)).toHaveValue('Curvy');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('14/03/1995');
  });

  it('validates ABOUT: required fields, terms and the bio length', async () => {
    mockApi();
    await renderPage(<SignUpPage />, { path: '/signup' });
    await toAbout();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await alertText()).toBe('Please fill in all required fields and accept the terms');
    await fillAbout();
    await user.clear(screen.getByLabelText(/^Bio/));
    await user.type(screen.getByLabelText(/^Bio/), 'Too short.');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await alertText()).toBe('Bio must be at least 50 characters long');
  });

  it('previews up to 3 photos and refuses more', async () => {
    mockApi();
    await renderPage(<SignUpPage />, { path: '/signup' });
    await toAbout();
    const files = ['a', 'b', 'c', 'd'].map((n) => new File(['x'], `${n}.jpg`, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText('Add photos'), files);
    expect(screen.getAllByRole('img', { name: /Photo \d preview/ })).toHaveLength(3);
    expect(await alertText()).toBe('You can only upload a maximum of 3 photos with your current plan.');
  });

  it('refuses files that are not images or are 5 MB or more', async () => {
    mockApi();
    await renderPage(<SignUpPage />, { path: '/signup' });
    await toAbout();
    const input = screen.getByLabelText('Add photos');
    // The file dialog filters by type; a drag-and-drop or a browser without the filter can still send anything.
    await userEvent.setup({ delay: null, applyAccept: false }).upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await alertText()).toBe('File must be an image');
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await alertText()).toBe('File size must be less than 5MB');
  });

  it('creates the account once, with the photos, and shows COMPLETE', async () => {
    const api = mockApi();
    let release: (answer: MockAnswer) => void = () => undefined;
    signupWith(api, () => new Promise<MockAnswer>((resolve) => (release = resolve)));
    await renderPage(<SignUpPage />, { path: '/signup' });
    await toAbout();
    await fillAbout();
    await user.upload(screen.getByLabelText('Add photos'), new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    const create = screen.getByRole('button', { name: 'Create Account' });
    await user.click(create);
    await user.click(create);
    expect(api.callsTo('POST /api/auth/signup')).toHaveLength(1);
    release(created);
    expect(await screen.findByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByText('Step 6 of 6: COMPLETE')).toBeInTheDocument();

    const body = api.callsTo('POST /api/auth/signup')[0].body as FormData;
    const data = JSON.parse(body.get('data') as string);
    expect(data).toMatchObject({
      email: 'ruby@example.nz',
      username: 'ruby',
      full_name: 'Ruby Rose',
      birthdate: '1995-03-14',
      nationality: 'Kiwi',
      location: 'Auckland CBD',
      languages: ['English', 'Te Reo Māori'],
      height: 168,
      body_type: 'Curvy',
      service_types: ['GFE'],
      rates_1hour: 300,
      contactEmail: 'ruby.contact@example.nz',
      acceptTerms: true,
    });
    expect((body.getAll('photos') as File[]).map((f) => f.name)).toEqual(['me.jpg']);
  });

  it.each([
    ['held for review', ownerProfile({ withheld_for: ['review'] }), "Your account has been created and your profile is waiting for review. We'll review it, usually within 24 hours, and email you once it is live.", /profile is live\./],
    ['live at once', ownerProfile({ withheld_for: [] }), 'Your account has been created and your profile is live.', /waiting for review/],
  ])('ends by saying the profile is %s, as the moderation setting made it', async (_case, profile, lead, other) => {
    const api = mockApi();
    signupWith(api, { status: 201, body: { ...sessionView(profile), accessToken: 'token' } });
    await renderPage(<SignUpPage />, { path: '/signup' });
    await toAbout();
    await fillAbout();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('link', { name: 'Go to My Profile' });
    expect(screen.getByText(lead)).toBeInTheDocument();
    expect(screen.queryByText(other)).not.toBeInTheDocument();
  });

  it('says held photos show once reviewed', async () => {
    const api = mockApi();
    const photoHeld = { kind: 'photo' as const, state: 'pending' as const, held: true, reason: null, note: null, submitted_at: '2026-03-01T00:00:00.000Z', decided_at: null };
    signupWith(api, { status: 201, body: { ...sessionView(ownerProfile({ moderation: [photoHeld] })), accessToken: 'token' } });
    await renderPage(<SignUpPage />, { path: '/signup' });
    await toAbout();
    await fillAbout();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Your photos will show once we have reviewed them; we'll email you when that is done.")).toBeInTheDocument();
  });

  it('sends an already registered email back to ACCOUNT with the spec text, keeping everything typed', async () => {
    const api = mockApi();
    signupWith(api, { status: 409, body: { message: 'This email address is already registered' } });
    await renderPage(<SignUpPage />, { path: '/signup' });
    await toAbout();
    await fillAbout();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await alertText()).toBe('This email address is already registered. Please sign in or use a different email.');
    expect(screen.getByText('Step 1 of 6: ACCOUNT')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ruby@example.nz');
    await next();
    await next();
    await next();
    await next();
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Warm, witty and well travelled companion based in Auckland CBD.');
  });

  it("shows the server's message, e.g. a taken username", async () => {
    const api = mockApi();
    signupWith(api, { status: 409, body: { message: 'Username is already taken' } });
    await renderPage(<SignUpPage />, { path: '/signup' });
    await toAbout();
    await fillAbout();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await alertText()).toBe('Username is already taken');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ruby');
  });

  it('falls back to the generic text when the server fails', async () => {
    const api = mockApi();
    signupWith(api, { status: 500, body: { message: 'Internal server error' } });
    await renderPage(<SignUpPage />, { path: '/signup' });
    await toAbout();
    await fillAbout();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await alertText()).toBe('Failed to create account. Please try again.');
    expect(screen.getByLabelText(/Contact email/)).toHaveValue('ruby.contact@example.nz');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled());
  });
});
