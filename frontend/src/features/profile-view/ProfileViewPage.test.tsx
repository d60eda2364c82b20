import { addDays, availableNowText, formatDayRange, nzToday, type PublicProfile } from 'contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken } from '../../lib/api-client';
import { getFavourites } from '../../lib/favourites';
import { ownerProfile, publicProfile, requiredOnlyProfile } from '../../lib/testing/fixtures';
import { mockApi } from '../../lib/testing/mock-api';
import { renderApp } from '../../lib/testing/render-app';

jest.setTimeout(20000);

function profileApi(profile: PublicProfile = publicProfile()) {
  return mockApi()
    .on('POST /api/auth/refresh', { status: 401 })
    .on(`GET /api/profiles/${profile.username}`, { body: profile })
    .on(`POST /api/profiles/${profile.username}/like`, { body: { like_count: profile.like_count + 1, liked: true } })
    .on(`POST /api/profiles/${profile.username}/contact-token`, { body: { token: 'signed-token', expires_in: 300 } })
    .on(`POST /api/profiles/${profile.username}/contact`, (call) => {
      const field = (call.body as { field: 'phone' | 'email' | 'website' }).field;
      return { body: { field, value: { phone: '021 555 1234', email: 'mia1@example.co.nz', website: 'https://mia.example.nz' }[field] } };
    })
    .on('POST /api/profiles/me/heartbeat', { body: { last_active_at: new Date().toISOString() } })
    .on(`POST /api/profiles/${profile.username}/events`, { status: 204 });
}

describe('public profile page', () => {
  afterEach(() => setAccessToken(null));

  it("reports one view per visit and each contact tap for the advertiser's analytics", async () => {
    const api = profileApi(publicProfile({ has_website: true }));
    await renderApp('/profile/mia1');
    const contact = await screen.findByRole('region', { name: 'Contact Details' });
    await waitFor(() => expect(api.callsTo('POST /api/profiles/mia1/events').map((call) => call.body)).toEqual([{ type: 'view' }]));
    for (const name of ['Show number', 'Show email', 'Show website']) fireEvent.click(within(contact).getByRole('button', { name }));
    await within(contact).findByRole('link', { name: 'mia.example.nz' });
    await within(contact).findByRole('link', { name: 'mia1@example.co.nz' });

    for (const name of ['Call', 'SMS', 'mia1@example.co.nz', 'mia.example.nz']) {
      const link = await within(contact).findByRole('link', { name });
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
    }
    expect(within(contact).getByRole('link', { name: 'mia.example.nz' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await waitFor(() =>
      expect(api.callsTo('POST /api/profiles/mia1/events').map((call) => call.body)).toEqual([{ type: 'view' }, { type: 'call' }, { type: 'sms' }, { type: 'email' }, { type: 'website' }]),
    );
  });

  it('lists the current and future tour stops, and shows available now while it runs', async () => {
    const today = nzToday();
    const until = new Date(Date.now() + 2 * 3_600_000).toISOString();
    profileApi(
      publicProfile({
        available_until: until,
        tour_stops: [
          { id: 't1', town: 'Lower Hutt', region: 'wellington', first_day: today, last_day: addDays(today, 2) },
          { id: 't2', town: 'Timaru', region: 'canterbury', first_day: addDays(today, 30), last_day: addDays(today, 30) },
        ],
      }),
    );
    await renderApp('/profile/mia1');
    const tour = await screen.findByRole('region', { name: 'Tour dates' });
    const stops = within(tour).getAllByRole('listitem').map((item) => item.textContent);
    expect(stops).toEqual([
      `Lower HuttWellington${formatDayRange(today, addDays(today, 2), today)}`,
      `TimaruCanterbury${formatDayRange(addDays(today, 30), addDays(today, 30), today)}`,
    ]);
    expect(screen.getByText(availableNowText(until)!)).toBeInTheDocument();
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${window.location.origin}/profile/mia1`);
  });

  it('shows no tour dates or available now when there are none', async () => {
    profileApi(publicProfile({ tour_stops: [], available_until: new Date(Date.now() - 60_000).toISOString() }));
    await renderApp('/profile/mia1');
    await screen.findByRole('region', { name: 'Contact Details' });
    expect(screen.queryByRole('region', { name: 'Tour dates' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Available now until/)).not.toBeInTheDocument();
  });

  it("shows 'Profile Not Found' with a way back for an unknown username", async () => {
    mockApi()
      .on('POST /api/auth/refresh', { status: 401 })
      .on('GET /api/profiles/ghost', { status: 404, body: { statusCode: 404, message: 'Profile not found', error: 'Not Found' } });
    await renderApp('/profile/ghost');
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The profile you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/directory');
  });

  it('shows every section of the profile and sets the page title and description', async () => {
    profileApi();
    await renderApp('/profile/mia1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia' })).toBeInTheDocument();
    expect(screen.getByText('@mia1')).toBeInTheDocument();
    expect(screen.getByText('Available Weekends')).toBeInTheDocument();
    expect(screen.getByText('Photos updated March 2026')).toBeInTheDocument();
    expect(screen.getByText('OFFLINE')).toBeInTheDocument();
    expect(screen.getByText('Last seen: more than 2 hours ago')).toBeInTheDocument();

    const rates = screen.getByRole('region', { name: 'Rates' });
    for (const [label, amount] of [['30 mins', '$150'], ['1 hour', '$300'], ['2 hours', '$550'], ['Overnight', '$1,500']]) {
      expect(within(rates).getByText(label).nextSibling).toHaveTextContent(amount);
    }

    const contact = screen.getByRole('region', { name: 'Contact Details' });
    expect(contact).not.toHaveTextContent('021 555 1234');
    fireEvent.click(within(contact).getByRole('button', { name: 'Show number' }));
    fireEvent.click(within(contact).getByRole('button', { name: 'Show email' }));
    expect(await within(contact).findByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:0215551234');
    expect(within(contact).getByRole('link', { name: 'SMS' })).toHaveAttribute('href', 'sms:0215551234');
    expect(await within(contact).findByRole('link', { name: 'mia1@example.co.nz' })).toHaveAttribute('href', 'mailto:mia1@example.co.nz');
    expect(within(contact).getByText('Tell you saw advertisement...')).toBeInTheDocument();
    expect(within(contact).getByText('SMS-only')).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'About me' })).toHaveTextContent('Warm and easy-going companion.');
    const stats = screen.getByRole('list', { name: 'Statistics' });
    for (const text of ['27', '165 cm', '55 kg', 'C', 'Slim', 'Kiwi']) expect(within(stats).getByText(text)).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Additional Information' });
    for (const text of ['English', 'Wellington', 'Incall', 'No', 'Brunette', 'Brown']) expect(within(info).getByText(text)).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByText('GFE')).toHaveClass('chip');
    expect(within(services).getByText('Massage')).toHaveClass('chip');
    expect(services).toHaveTextContent('Meeting with: Men');

    expect(screen.getByText('VIP')).toBeInTheDocument();
    expect(screen.getByText('✓ Verified')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(document.title).toBe('Mia (@mia1) | Kiwi Companions');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Mia, 27, companion in Wellington/);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/card\.webp$/);
  });

  it('shows only what an advertiser entered when just the required fields are set', async () => {
    profileApi(requiredOnlyProfile());
    await renderApp('/profile/mia1');
    await screen.findByRole('heading', { level: 1, name: 'Mia' });
    expect(document.querySelector('.profile-availability')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
    const rates = screen.getByRole('region', { name: 'Rates' });
    expect(within(rates).getAllByRole('term').map((term) => term.textContent)).toEqual(['1 hour']);
    expect(rates).toHaveTextContent('$300');
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).queryByRole('list')).not.toBeInTheDocument();
    expect(services).toHaveTextContent('Meeting with: Men');
    const info = screen.getByRole('region', { name: 'Additional Information' });
    expect(within(info).getByText('Out calls').nextSibling).toHaveTextContent('Not specified');
    expect(within(info).getByText('Location').nextSibling).toHaveTextContent('Hamilton');
    expect(document.querySelector('article.profile-view')).not.toHaveTextContent(/Anytime|Independent|GFE|Dinner Date|Overnight|\$180|\$250|\$450|\$1,200|Auckland/);
  });

  it('leaves out the rates, lists and bio of an older profile that has none', async () => {
    profileApi(
      publicProfile({
        bio: null, location: null, age: null, availability: null, outcalls: null, categories: [], service_types: [],
        meeting_with: null, available_for: null, rates_30min: null, rates_1hour: null, rates_2hour: null, rates_overnight: null,
      }),
    );
    await renderApp('/profile/mia1');
    await screen.findByRole('heading', { level: 1, name: 'Mia' });
    expect(screen.queryByRole('region', { name: 'Rates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About me' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Services' })).toHaveTextContent('Not specified');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Mia, companion.');
  });

  it('shows ONLINE and the minutes since the last activity', async () => {
    profileApi(publicProfile({ last_active_at: new Date(Date.now() - 5 * 60_000).toISOString() }));
    await renderApp('/profile/mia1');
    expect(await screen.findByText('ONLINE')).toBeInTheDocument();
    expect(screen.getByText('Last seen: 5 minutes ago')).toBeInTheDocument();
  });

  it('moves through the gallery with the buttons, the arrow keys and a swipe', async () => {
    profileApi();
    await renderApp('/profile/mia1');
    const gallery = await screen.findByRole('region', { name: 'Photos of Mia' });
    expect(within(gallery).getByRole('img', { name: 'Mia, photo 1 of 2' })).toHaveAttribute('src', '/media/profile-photos/p1/full.webp');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByRole('img', { name: 'Mia, photo 2 of 2' })).toHaveAttribute('src', '/media/p2.webp');
    gallery.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(gallery).getByRole('img', { name: 'Mia, photo 1 of 2' })).toBeInTheDocument();
    fireEvent.touchStart(gallery, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 100 }] });
    expect(within(gallery).getByRole('img', { name: 'Mia, photo 2 of 2' })).toBeInTheDocument();
  });

  it('likes the profile once with the real count, and saves it as a favourite', async () => {
    const api = profileApi();
    await renderApp('/profile/mia1');
    const like = await screen.findByRole('button', { name: /Like/ });
    expect(like).toHaveTextContent('12');
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveTextContent('13'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    expect(api.callsTo('POST /api/profiles/mia1/like')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: /Save favorite/ }));
    expect(getFavourites().map((c) => c.username)).toEqual(['mia1']);
    expect(screen.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers 'Edit Profile' to the owner only, and records the owner's visit", async () => {
    const api = profileApi(publicProfile({ is_owner: true }))
      .on('POST /api/auth/refresh', { body: { accessToken: 'owner-token' } })
      .on('GET /api/auth/me', { body: { user: { id: 'user-mia', email: 'mia@example.co.nz' }, profile: ownerProfile(), admin: null } });
    await renderApp('/profile/mia1');
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    await waitFor(() => expect(api.callsTo('POST /api/profiles/me/heartbeat')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Report this profile' })).not.toBeInTheDocument();
  });

  it("reports no view when the owner's own page arrives before their session (a reload of their page)", async () => {
    let answerRefresh!: () => void;
    const refreshed = new Promise<void>((resolve) => {
      answerRefresh = resolve;
    });
    // Read before the session was back, the profile is not marked as the owner's.
    const api = profileApi(publicProfile())
      .on('POST /api/auth/refresh', async () => {
        await refreshed;
        return { body: { accessToken: 'owner-token' } };
      })
      .on('GET /api/auth/me', { body: { user: { id: 'user-mia', email: 'mia@example.co.nz' }, profile: ownerProfile(), admin: null } });
    await renderApp('/profile/mia1');
    await screen.findByRole('region', { name: 'Contact Details' });
    answerRefresh();
    await waitFor(() => expect(api.callsTo('POST /api/profiles/me/heartbeat')).toHaveLength(1));
    expect(api.callsTo('POST /api/profiles/mia1/events')).toEqual([]);
  });

  it('reports a profile with a reason and details', async () => {
    const api = profileApi().on('POST /api/profiles/mia1/report', { status: 201, body: { message: 'Thank you. Your report has been sent to our team.' } });
    await renderApp('/profile/mia1');
    await userEvent.click(await screen.findByRole('button', { name: 'Report this profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a reason for your report');
    expect(api.callsTo('POST /api/profiles/mia1/report')).toHaveLength(0);
    const reasons = within(screen.getByRole('group', { name: 'Why are you reporting this profile?' })).getAllByRole<HTMLInputElement>('radio');
    expect(reasons.map((radio) => radio.labels?.[0].textContent)).toEqual(['Under 18', 'Fake or stolen photos', 'Unsafe or illegal content', 'My photo or information is posted without my consent', 'Other']);

    await userEvent.click(screen.getByRole('radio', { name: 'Fake or stolen photos' }));
    expect(screen.queryByText('Please choose a reason for your report')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'Same photos as another site');
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Thank you. Your report has been sent to our team.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/profiles/mia1/report')[0].body).toEqual({ reason: 'fake_photos', details: 'Same photos as another site' });
  });

  it('asks for an email only with a consent report, and sends it for the outcome', async () => {
    const api = profileApi().on('POST /api/profiles/mia1/report', { status: 201, body: { message: 'Thank you. Your report has been sent to our team.' } });
    await renderApp('/profile/mia1');
    await userEvent.click(await screen.findByRole('button', { name: 'Report this profile' }));
    expect(screen.queryByRole('textbox', { name: /Your email/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'My photo or information is posted without my consent' }));
    expect(screen.getByText('We act on these requests within 8 hours.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Your email/ }), 'me@example.nz');
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Thank you. Your report has been sent to our team.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/profiles/mia1/report')[0].body).toEqual({ reason: 'no_consent', contact_email: 'me@example.nz' });
  });

  it("shows the server's message when a report is refused", async () => {
    profileApi().on('POST /api/profiles/mia1/report', { status: 429, body: { message: 'Too many reports. Please try again later.' } });
    await renderApp('/profile/mia1');
    await userEvent.click(await screen.findByRole('button', { name: 'Report this profile' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Too many reports. Please try again later.')).toBeInTheDocument();
  });
});
