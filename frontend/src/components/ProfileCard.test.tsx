import '../lib/testing/polyfills';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getFavourites } from '../lib/favourites';
import { card, photo, photoWithoutCopies } from '../lib/testing/fixtures';
import type { ProfileCard as ProfileCardData } from 'contract';
import { ProfileCard } from './ProfileCard';
import { ProfileGrid } from './ProfileGrid';

function renderCard(data: ProfileCardData, isDailyPick = false) {
  return render(
    <MemoryRouter>
      <ProfileCard card={data} isDailyPick={isDailyPick} />
    </MemoryRouter>,
  );
}

describe('profile card', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the photo, name, age, location, bio, lowest rate and a View Profile link', () => {
    renderCard(card());
    const img = screen.getByRole('img', { name: 'Photo of Mia' });
    expect(img).toHaveAttribute('src', '/media/profile-photos/p1/card.webp');
    expect(screen.getByRole('heading', { name: 'Mia' })).toBeInTheDocument();
    expect(screen.getByText('27 years')).toBeInTheDocument();
    expect(screen.getByText('Wellington')).toBeInTheDocument();
    expect(screen.getByText('Warm and easy-going.')).toBeInTheDocument();
    expect(screen.getByText('$300').closest('p')).toHaveTextContent('from $300');
    expect(screen.getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', '/profile/mia1');
  });

  it('offers the card at its stored widths, then the watermarked full size for wider slots, sized as the grid lays it out', () => {
    renderCard(card());
    const img = screen.getByRole('img', { name: 'Photo of Mia' });
    expect(img.getAttribute('srcset')).toBe(
      '/media/profile-photos/p1/card-240w.webp 240w, /media/profile-photos/p1/card.webp 400w, /media/profile-photos/p1/full-480w.webp 480w, ' +
        '/media/profile-photos/p1/full-800w.webp 800w, /media/profile-photos/p1/full.webp 900w',
    );
    // Two columns on a 390-px phone (173 px each: the page less its 16-px sides and the 12-px gap); under 300 px at 1280 px.
    expect(img.getAttribute('sizes')).toBe('(max-width: 791px) calc(50vw - 22px), (max-width: 899px) calc(33.4vw - 24px), 300px');
    // The card's own size, 3:4 as its box: nothing moves when it arrives.
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '533');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('falls back to the one card and full size of a photo stored before narrower copies', () => {
    renderCard(card({ photo: photoWithoutCopies() }));
    expect(screen.getByRole('img', { name: 'Photo of Mia' }).getAttribute('srcset')).toBe('/media/profile-photos/p1/card.webp 400w, /media/profile-photos/p1/full.webp 900w');
    cleanup();
    renderCard(card({ photo: photoWithoutCopies({ width: null, height: null }) }));
    const img = screen.getByRole('img', { name: 'Photo of Mia' });
    expect(img).toHaveAttribute('src', '/media/profile-photos/p1/card.webp');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('never offers a copy of a small photo wider than the photo itself', () => {
    renderCard(card({ photo: photo({ width: 600, height: 800 }) }));
    expect(screen.getByRole('img', { name: 'Photo of Mia' }).getAttribute('srcset')).toBe(
      '/media/profile-photos/p1/card-240w.webp 240w, /media/profile-photos/p1/card.webp 400w, /media/profile-photos/p1/full-480w.webp 480w, /media/profile-photos/p1/full.webp 600w',
    );
  });

  it("fetches the first card's photo of a grid first and lets every other wait until it nears the screen", () => {
    const cards = ['Mia', 'Ana', 'Kate'].map((name, index) => card({ id: `id-${index}`, username: `u${index}`, full_name: name }));
    render(
      <MemoryRouter>
        <ProfileGrid cards={cards} dailyPickId={null} label="Profiles" />
      </MemoryRouter>,
    );
    const first = screen.getByRole('img', { name: 'Photo of Mia' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    for (const name of ['Ana', 'Kate']) {
      const img = screen.getByRole('img', { name: `Photo of ${name}` });
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('shows the lowest rate set as "from $X"', () => {
    renderCard(card({ rates_1hour: 300, rate_from: 180 }));
    expect(screen.getByText('$180').closest('p')).toHaveTextContent('from $180');
  });

  it.each(['premium', 'basic', 'free', ''])('invents nothing for a %s profile with empty fields', (tier) => {
    renderCard(card({ subscription_tier: tier, age: null, location: null, bio: '  ', rates_1hour: null, rate_from: null }));
    const article = screen.getByRole('article', { name: 'Mia' });
    expect(article).not.toHaveTextContent(/years|Auckland|New to the platform|\$/);
    expect(screen.getByRole('link', { name: /View Profile/ })).toBeInTheDocument();
  });

  it('shows the VIP badge for premium and the verified badge for verified profiles', () => {
    const { unmount } = renderCard(card({ subscription_tier: 'premium', is_verified: true }));
    expect(screen.getByText('VIP')).toBeInTheDocument();
    expect(screen.getByText('✓ Verified')).toBeInTheDocument();
    unmount();
    renderCard(card({ subscription_tier: 'basic', is_verified: false }));
    expect(screen.queryByText('VIP')).not.toBeInTheDocument();
    expect(screen.queryByText('✓ Verified')).not.toBeInTheDocument();
  });

  it("shows 'GIRL OF THE DAY' only on today's pick", () => {
    const { unmount } = renderCard(card(), true);
    expect(screen.getByText('GIRL OF THE DAY')).toBeInTheDocument();
    unmount();
    renderCard(card(), false);
    expect(screen.queryByText('GIRL OF THE DAY')).not.toBeInTheDocument();
  });

  it('flags an image that fails to load', () => {
    renderCard(card());
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Mia' }));
    expect(screen.queryByRole('img', { name: 'Photo of Mia' })).not.toBeInTheDocument();
    expect(screen.getByText('Photo unavailable')).toBeInTheDocument();
  });

  it('saves and removes a favourite with the heart', async () => {
    renderCard(card());
    await userEvent.click(screen.getByRole('button', { name: 'Save Mia to favourites' }));
    expect(getFavourites().map((c) => c.username)).toEqual(['mia1']);
    const heart = screen.getByRole('button', { name: 'Remove Mia from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(getFavourites()).toEqual([]);
  });

  describe('activity label', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      jest.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    });
    afterEach(() => jest.useRealTimers());

    it("shows 'Online' within 15 minutes and re-evaluates every 60 seconds", () => {
      renderCard(card({ last_active_at: '2026-06-01T11:46:00Z' }));
      expect(screen.getByText('Online')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(60_000);
      });
      expect(screen.getByText('Online')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(60_000);
      });
      expect(screen.queryByText('Online')).not.toBeInTheDocument();
      expect(screen.queryByText(/ago$/)).not.toBeInTheDocument();
    });

    it("shows '... ago' once more than 2 hours have passed", () => {
      renderCard(card({ last_active_at: '2026-06-01T10:00:30Z' }));
      expect(screen.queryByText(/ago$/)).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(60_000);
      });
      expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    });
  });

  describe('touring and available now', () => {
    // 25 November 2026, 7:00 pm in New Zealand (daylight time, UTC+13).
    beforeEach(() => {
      jest.useFakeTimers();
      jest.setSystemTime(new Date('2026-11-25T06:00:00Z'));
    });
    afterEach(() => jest.useRealTimers());

    const stop = (first_day: string, last_day: string, town = 'Wellington') => ({ id: 's1', town, region: 'wellington', first_day, last_day });

    it.each([
      ['Touring: Wellington 3–6 Dec', stop('2026-12-03', '2026-12-06')],
      ['Touring: Nelson 25 Nov', stop('2026-11-25', '2026-11-25', 'Nelson')],
      ['Touring: Napier 29 Nov – 2 Dec', stop('2026-11-29', '2026-12-02', 'Napier')],
      ['Touring: Queenstown 30 Dec 2026 – 2 Jan 2027', stop('2026-12-30', '2027-01-02', 'Queenstown')],
    ])('writes "%s" for the tour stop it is given', (text, touring) => {
      renderCard(card({ touring }));
      expect(screen.getByText(text)).toBeInTheDocument();
    });

    it('shows "Available now" with its end on New Zealand’s clock, and drops it when the time is up', () => {
      renderCard(card({ available_until: '2026-11-25T08:30:00.000Z' }));
      expect(screen.getByText('Available now until 9:30 pm')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(2.5 * 3_600_000);
      });
      expect(screen.queryByText(/Available now/)).not.toBeInTheDocument();
    });

    it('says when it ends tomorrow', () => {
      renderCard(card({ available_until: '2026-11-25T13:00:00.000Z' }));
      expect(screen.getByText('Available now until 2:00 am tomorrow')).toBeInTheDocument();
    });

    it('shows neither for a card without them, or with an end already past', () => {
      renderCard(card({ touring: null, available_until: '2026-11-25T05:59:00.000Z' }));
      expect(screen.queryByText(/Touring:/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Available now/)).not.toBeInTheDocument();
    });
  });
});
