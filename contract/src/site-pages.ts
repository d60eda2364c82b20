/**
 * The public site's pages as search engines and shared links see them: each path's title
 * and description, written once for the site (which sets them as a screen opens) and the server
 * (which sends them in the HTML before any JavaScript runs), so the two never disagree.
 */
import { type NzRegion, NZ_REGIONS, placeKey, placeSlug, regionBySlug, townBySlug } from './regions';

export interface SitePageText {
  path: string;
  /** The page's own part of the title; '' is the site's name alone (the home page). */
  title: string;
  description: string;
  /** Whether search engines should list it; account screens and forms are not listed. */
  indexable: boolean;
}

/** The fixed pages of the public site, by the site's name (PRODUCT_NAME on the server). */
export function sitePages(siteName: string) {
  return {
    home: {
      path: '/',
      title: '',
      description: "New Zealand's premium escort directory: browse verified independent and agency companions. 18+ only.",
      indexable: true,
    },
    directory: {
      path: '/directory',
      title: 'Professional Directory',
      description: 'Search companions across New Zealand by location, age, nationality, availability and services.',
      indexable: true,
    },
    pricing: {
      path: '/pricing',
      title: 'Pricing',
      description: 'Free, Basic and Premium plans for advertisers: photos, featured listings and verification. Prices in New Zealand dollars including GST.',
      indexable: true,
    },
    contact: { path: '/contact', title: 'Contact', description: `Contact the ${siteName} team: office hours, email and the contact form.`, indexable: true },
    terms: {
      path: '/terms',
      title: 'Terms and Conditions',
      description: `The terms of use of ${siteName}: memberships, content, advertisers and New Zealand law.`,
      indexable: true,
    },
    privacy: { path: '/privacy', title: 'Privacy Policy', description: `How ${siteName} collects, uses and protects personal information.`, indexable: true },
    signUp: {
      path: '/signup',
      title: 'Create Your Profile',
      description: 'Register as an advertiser in six steps: account, personal details, appearance, services, about you, done.',
      indexable: false,
    },
    signIn: { path: '/signin', title: 'Sign In', description: 'Sign in to manage your advertiser profile, photos and plan.', indexable: false },
    forgotPassword: {
      path: '/forgot-password',
      title: 'Forgot Password',
      description: 'Request a link to choose a new password for your advertiser account.',
      indexable: false,
    },
    resetPassword: { path: '/reset-password', title: 'Choose a New Password', description: 'Set a new password for your advertiser account.', indexable: false },
    confirmEmail: { path: '/confirm-email', title: 'Confirm Your New Email', description: 'Confirm the new sign-in email of your advertiser account.', indexable: false },
    myData: { path: '/my-data', title: 'Download My Data', description: 'Download the copy of your data you asked for.', indexable: false },
    favourites: { path: '/favourites', title: 'Favourites', description: 'The profiles you saved in this browser.', indexable: false },
    ownProfile: { path: '/profile', title: 'My Profile', description: 'Edit your profile, photos, plan, verification and account settings.', indexable: false },
    profileEditor: { path: '/profile/edit', title: 'My Profile', description: 'Edit your profile, photos, plan, verification and account settings.', indexable: false },
  } satisfies Record<string, SitePageText>;
}

export type SitePageName = keyof ReturnType<typeof sitePages>;

/** What an unknown address shows (with HTTP 404). */
export const NOT_FOUND_PAGE = { title: 'Page Not Found', description: "The page you're looking for doesn't exist." };
/** What an unknown, paused or deleted profile's address shows (with HTTP 404). */
export const PROFILE_NOT_FOUND_PAGE = { title: 'Profile Not Found', description: "The profile you're looking for doesn't exist or has been removed." };

/** The landing page of a region, or of a town in it: /escorts/wellington, /escorts/wellington/lower-hutt. */
export function placePath(region: Pick<NzRegion, 'slug'>, town?: string): string {
  return town ? `/escorts/${region.slug}/${placeSlug(town)}` : `/escorts/${region.slug}`;
}

export interface PlacePageText extends SitePageText {
  /** The page's heading (h1). */
  heading: string;
}

/** A region's or town's landing page: the directory filtered to the place, with its own texts. */
export function placePage(region: NzRegion, town?: string): PlacePageText {
  // Auckland, Wellington, Nelson and Gisborne are towns of regions of their own name: their pages must differ.
  const sameName = town !== undefined && placeKey(town) === placeKey(region.name);
  const place = town === undefined ? region.name : sameName ? `${town} city` : town;
  const where = town === undefined ? `the ${region.name} region` : sameName ? place : `${town}, ${region.name}`;
  return {
    path: placePath(region, town),
    title: `Escorts in ${place}`,
    heading: `Escorts in ${place}`,
    description: `Independent and agency escorts in ${where}, New Zealand: photos, rates, touring dates, who is available now and who is verified. 18+ only.`,
    indexable: true,
  };
}

/** The region and town an /escorts/... address names, or undefined when it names no known place. */
export function placeOfPath(regionSlug: string, townSlug?: string): { region: NzRegion; town?: string } | undefined {
  const region = regionBySlug(regionSlug);
  if (!region) return undefined;
  if (townSlug === undefined) return { region };
  const town = townBySlug(region, townSlug);
  return town ? { region, town } : undefined;
}

/** Every landing page, regions first, each followed by its towns: what the sitemap lists. */
export function allPlacePages(): PlacePageText[] {
  return NZ_REGIONS.flatMap((region) => [placePage(region), ...region.towns.map((town) => placePage(region, town))]);
}
