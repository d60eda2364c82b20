/** The signed-in advertiser's invoices, read by the Billing tab and refreshed when a plan is chosen. */
export const INVOICES_KEY = ['billing', 'invoices'] as const;
