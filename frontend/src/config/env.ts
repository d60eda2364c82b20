// Site-wide constants. The public site needs no build-time settings: the API is same-origin
// under /api, so nothing here reads import.meta.env.

export const SITE_NAME = 'Kiwi Companions';
export const CONTACT_EMAIL = 'hello@kiwicompanions.co.nz';
export const CONTACT_PHONE = '09 555 0142';
export const EMERGENCY_PHONE = '021 555 0199';
export const OFFICE_HOURS = 'Mon-Fri 8.30am-4.30pm';
/** Where 'I'm Under 18' sends the visitor. */
export const UNDER_AGE_URL = 'https://www.google.com/';
export const DIRECTORY_PAGE_SIZE = 12;
