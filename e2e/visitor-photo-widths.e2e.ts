import type { ProfileCard, PublicProfile } from 'contract';
import { Browser, Page } from 'playwright-core';
import { api, firstListedWithPhotos, ListedProfile } from './support/admin-api';
import { DESKTOP, launchBrowser, networkSettled, newContext, PHONE, screenshot } from './support/browser';

jest.setTimeout(120_000);

/** The photos the page downloaded, by address (without the origin). */
function photoDownloads(page: Page): string[] {
  const downloads: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/media/') && response.status() === 200) downloads.push(pathname);
  });
  return downloads;
}

/** What an image shows, and how wide the layout drew it. */
function shown(page: Page, selector: string): Promise<{ currentSrc: string; width: number }> {
  return page.locator(selector).first().evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return { currentSrc: new URL(img.currentSrc).pathname, width: img.getBoundingClientRect().width };
  });
}

describe('visitor: photos at the widths the screen needs', () => {
  let browser: Browser;
  let listed: ListedProfile;
  let card: ProfileCard;
  let profile: PublicProfile;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A seeded profile: its photos are 900×1200, stored also 480 and 800 wide, the card also 240 wide.
    listed = await firstListedWithPhotos(2);
    card = (await api<{ items: ProfileCard[] }>(`/profiles?search=${encodeURIComponent(listed.full_name)}`)).json.items.find((item) => item.id === listed.id)!;
    profile = (await api<PublicProfile>(`/profiles/${listed.username}`)).json;
  });

  afterAll(() => browser.close());

  const width = (url: string) => Number(/-(\d+)w\.webp$/.exec(url)?.[1] ?? 0);

  it.each([
    // [label, viewport, device pixel ratio, the card's width downloaded, the gallery photo's, the card's drawn width, the photo's]
    // A phone's card is 173 px (two columns): the 240-px card at 1x, the 400-px card at 2x. The photo is drawn inside
    // the card's border: 1 px, or 3 px when the profile is the day's pick (the pick is drawn afresh for each test run).
    ['a phone at 1x', PHONE, 1, 240, 480, [166, 173], 358],
    ['a phone at 2x', PHONE, 2, 400, 800, [166, 173], 358],
    ['a desktop at 1x', DESKTOP, 1, 400, 800, [260, 300], 560],
  ] as const)('on %s, each photo downloads the narrowest stored width that is sharp in its slot', async (label, viewport, scale, cardFile, galleryWidth, cardWidth, galleryDrawn) => {
    expect(card.photo!.sources.map((source) => source.width)).toEqual([480, 800, 900]);
    expect(card.photo!.card_sources.map((source) => source.width)).toEqual([240, 400]);
    const context = await newContext(browser, { viewport, deviceScaleFactor: scale });
    const tag = `${viewport.width}${scale > 1 ? `-${scale}x` : ''}`;

    const directory = await context.newPage();
    const directoryDownloads = photoDownloads(directory);
    await directory.goto(`/directory?search=${encodeURIComponent(listed.full_name)}`);
    await directory.getByRole('article', { name: listed.full_name }).waitFor();
    await networkSettled(directory);
    expect(await directory.locator('main img[fetchpriority="high"]').count()).toBe(1);
    const first = await shown(directory, `main article[aria-label="${listed.full_name}"] img`);
    const expectedCard = [...card.photo!.card_sources, ...card.photo!.sources].find((source) => source.width === cardFile)!.url;
    expect({ label, currentSrc: first.currentSrc }).toEqual({ label, currentSrc: expectedCard });
    // The layout draws the card as wide as `sizes` says (up to its border): half the page less 22 px on a phone, under 300 px on a desktop.
    expect(first.width).toBeGreaterThanOrEqual(cardWidth[0]);
    expect(first.width).toBeLessThanOrEqual(cardWidth[1]);
    expect(directoryDownloads).toContain(expectedCard);
    // Never the 900-px full size on these screens.
    expect(directoryDownloads).not.toContain(card.photo!.url);
    await screenshot(directory, `photo-widths-directory-${tag}`);

    const page = await context.newPage();
    const profileDownloads = photoDownloads(page);
    await page.goto(`/profile/${listed.username}`);
    await page.getByRole('region', { name: `Photos of ${listed.full_name}` }).waitFor();
    await networkSettled(page);
    const main = await shown(page, '.gallery-stage img');
    const photo = [...profile.photos].sort((a, b) => a.position - b.position)[0];
    expect({ label, currentSrc: main.currentSrc }).toEqual({ label, currentSrc: photo.sources.find((source) => source.width === galleryWidth)!.url });
    expect(Math.round(main.width)).toBe(galleryDrawn);
    expect(profileDownloads).not.toContain(photo.url);
    // The thumbnails (64 px) take the card's 240-px copy.
    const thumb = await shown(page, '.gallery-thumbs img');
    expect(thumb.currentSrc).toMatch(/-card-240w\.webp$/);
    expect(profileDownloads.filter((url) => url.includes('-card')).every((url) => width(url) === 240)).toBe(true);
    await screenshot(page, `photo-widths-profile-${tag}`);
    await context.close();
  });
});
