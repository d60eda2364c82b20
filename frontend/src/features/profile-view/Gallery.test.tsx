import '../../lib/testing/polyfills';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { photo, photoWithoutCopies } from '../../lib/testing/fixtures';
import { Gallery } from './Gallery';

const photos = [photo(), photo({ id: 'photo-2', position: 1, is_primary: false, url: '/media/p2.webp', card_url: '/media/p2c.webp', width: 1200, height: 1600 })];

describe('profile gallery photos', () => {
  it('offers the watermarked full size at every stored width, never the card, sized as the page lays it out', () => {
    render(<Gallery photos={photos} name="Mia" isVip={false} isVerified={false} />);
    const img = screen.getByRole('img', { name: 'Mia, photo 1 of 2' });
    expect(img).toHaveAttribute('src', '/media/profile-photos/p1/full.webp');
    expect(img.getAttribute('srcset')).toBe('/media/profile-photos/p1/full-480w.webp 480w, /media/profile-photos/p1/full-800w.webp 800w, /media/profile-photos/p1/full.webp 900w');
    expect(img.getAttribute('srcset')).not.toContain('card');
    // The page less its sides on a 390-px phone, the 560-px column at 1280 px.
    expect(img).toHaveAttribute('sizes', '(min-width: 900px) 560px, calc(100vw - 32px)');
    expect(img).toHaveAttribute('width', '900');
    expect(img).toHaveAttribute('height', '1200');
  });

  it('fetches the photo the page opens on first, and the thumbnails only as they near the screen', () => {
    render(<Gallery photos={photos} name="Mia" isVip={false} isVerified={false} />);
    const main = screen.getByRole('img', { name: 'Mia, photo 1 of 2' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading');
    const thumbs = within(screen.getByRole('list')).getAllByRole('presentation');
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0]).toHaveAttribute('srcset', '/media/profile-photos/p1/card-240w.webp 240w, /media/profile-photos/p1/card.webp 400w');
    expect(thumbs[1]).toHaveAttribute('srcset', '/media/p2c-240w.webp 240w, /media/p2c.webp 400w');
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute('sizes', '64px');
      expect(thumb).toHaveAttribute('width', '64');
      expect(thumb).toHaveAttribute('height', '85');
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('decoding', 'async');
    }
  });

  it('shows another photo at once when asked for, with its own widths and size', async () => {
    render(<Gallery photos={photos} name="Mia" isVip={false} isVerified={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    const img = screen.getByRole('img', { name: 'Mia, photo 2 of 2' });
    expect(img.getAttribute('srcset')).toBe('/media/p2-480w.webp 480w, /media/p2-800w.webp 800w, /media/p2.webp 1200w');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '1600');
    expect(img).not.toHaveAttribute('loading');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows a photo stored before narrower copies as its one file', () => {
    render(<Gallery photos={[photoWithoutCopies()]} name="Mia" isVip={false} isVerified={false} />);
    const img = screen.getByRole('img', { name: 'Mia, photo 1 of 1' });
    expect(img).toHaveAttribute('src', '/media/profile-photos/p1/full.webp');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('renders on the server as in the browser (it hydrates without a mismatch), the main photo preloaded first', async () => {
    const element = <Gallery photos={photos} name="Mia" isVip={false} isVerified={false} />;
    const html = renderToString(element);
    expect(html).toMatch(/^<link rel="preload" as="image" imageSrcSet="\/media\/profile-photos\/p1\/full-480w\.webp 480w, [^"]+" imageSizes="\(min-width: 900px\) 560px, calc\(100vw - 32px\)" fetchPriority="high"\/>/);
    const container = document.createElement('div');
    // The server's page moves the preload into its head (site-pages/page-renderer.ts).
    container.innerHTML = html.replace(/^(<link [^>]*>)+/, '');
    document.body.appendChild(container);
    const problems: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    try {
      await act(async () => {
        hydrateRoot(container, element, { onRecoverableError: (error) => problems.push(error) });
      });
      expect(problems).toEqual([]);
      expect(within(container).getByRole('img', { name: 'Mia, photo 1 of 2' })).toHaveAttribute('fetchpriority', 'high');
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});
