import type { DirectorySort } from 'contract';

/** The sort select's labels, in the order it lists them (contract's DIRECTORY_SORTS). */
export const SORT_LABELS: Record<DirectorySort, string> = {
  recommended: 'Recommended',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  recently_online: 'Recently online',
};
