import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { AdminInvoice, BillingSettingsView, DashboardCounts, MonthlyTotal, PaidTier, PaymentMethod, ProfileAnalytics, RevenueMonth, SiteAnalyticsDay, StatementPreview, StatementSummary, StoredStatementLine, TakedownOutcome, VerificationRejectReason } from 'contract';
import { API_URL, apiCall, fileWithSession, httpClient } from './http-client';

/** Screen names in the admin URL (spec §2: /admin/escorts, /admin/messages) → API resource names. */
const API_RESOURCE: Record<string, string> = { escorts: 'profiles', messages: 'threads', payments: 'statement-lines' };

const rest = simpleRestProvider(`${API_URL}/admin`, httpClient);

const post = <T>(path: string, body?: unknown) => apiCall<T>(path, { method: 'POST', body: body ?? {} });

/** A file sent as multipart field `file` (the browser sets the boundary). */
async function upload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const { json } = await httpClient(`${API_URL}${path}`, { method: 'POST', body: form });
  return json as T;
}

const monthsQuery = (from?: string, to?: string) => new URLSearchParams(Object.entries({ from, to }).filter((entry): entry is [string, string] => !!entry[1])).toString();

export interface PaymentInput {
  amount_cents: number;
  received_on: string;
  method: PaymentMethod;
  note?: string;
}

/** The admin actions that are not CRUD (DESIGN.md §4: POST /api/admin/<resource>/:id/<action>). */
export const adminActions = {
  getDashboard: () => apiCall<DashboardCounts>('/admin/dashboard'),
  getSiteAnalytics: (days: number) => apiCall<SiteAnalyticsDay[]>(`/admin/analytics/daily?days=${days}`),
  getProfileAnalytics: (id: Identifier) => apiCall<ProfileAnalytics>(`/admin/analytics/profiles/${id}`),
  verifyProfile: (id: Identifier) => post<{ message: string; profile: RaRecord }>(`/admin/profiles/${id}/verify`),
  setPassword: (userId: Identifier, password: string) => post<{ message: string }>(`/admin/users/${userId}/password`, { password }),
  approveVerification: (id: Identifier) => post<{ message: string; profile: RaRecord }>(`/admin/verifications/${id}/approve`),
  rejectVerification: (id: Identifier, why: { reason: VerificationRejectReason; note?: string }) => post<{ message: string; profile: RaRecord }>(`/admin/verifications/${id}/reject`, why),
  /** An identity document by its link (`documents[].url`), which opens only with this admin's session. */
  getVerificationDocument: (url: string) => fileWithSession(url),
  replyToThread: (id: Identifier, message: string) => post<{ message: string; reply: Record<string, unknown> }>(`/admin/threads/${id}/reply`, { message }),
  pauseReportedProfile: (id: Identifier) => post<{ message: string; report: RaRecord }>(`/admin/reports/${id}/pause-profile`),
  approveModeration: (id: Identifier, note?: string) => post<RaRecord>(`/admin/moderation/${id}/approve`, { note }),
  rejectModeration: (id: Identifier, reason: string, note?: string) => post<RaRecord>(`/admin/moderation/${id}/reject`, { reason, note }),
  hideTakedown: (id: Identifier) => post<RaRecord>(`/admin/takedowns/${id}/hide`),
  resolveTakedown: (id: Identifier, outcome: TakedownOutcome, reason: string) => post<RaRecord>(`/admin/takedowns/${id}/resolve`, { outcome, reason }),
  dismissReport: (id: Identifier) => post<{ message: string; report: RaRecord }>(`/admin/reports/${id}/dismiss`),
  getSubscriptionTotals: (filter: Record<string, unknown>) =>
    apiCall<MonthlyTotal[]>(`/admin/subscriptions/monthly-totals?filter=${encodeURIComponent(JSON.stringify(filter))}`),
  grantComplimentaryPlan: (body: { user_id: string; tier: PaidTier; days: number; reason: string }) =>
    post<{ message: string; tier: string; expires_at: string }>('/admin/subscriptions/complimentary', body),
  markInvoicePaid: (id: Identifier, payment: PaymentInput) => post<{ message: string; invoice: AdminInvoice }>(`/admin/invoices/${id}/payments`, payment),
  voidInvoice: (id: Identifier, reason: string) => post<{ message: string; invoice: AdminInvoice }>(`/admin/invoices/${id}/void`, { reason }),
  creditInvoice: (id: Identifier, amount_cents: number, reason: string) =>
    post<{ message: string; invoice: AdminInvoice }>(`/admin/invoices/${id}/credit-notes`, { amount_cents, reason }),
  previewStatement: (file: File) => upload<StatementPreview>('/admin/statement-imports/preview', file),
  importStatement: (file: File) => upload<StatementPreview & { message: string; summary: StatementSummary }>('/admin/statement-imports', file),
  matchStatementLine: (id: Identifier, invoiceId: Identifier) =>
    post<{ message: string; line: StoredStatementLine; invoice: AdminInvoice }>(`/admin/statement-lines/${id}/match`, { invoice_id: invoiceId }),
  dismissStatementLine: (id: Identifier, note: string) => post<{ message: string; line: StoredStatementLine }>(`/admin/statement-lines/${id}/dismiss`, { note }),
  getRevenue: (from?: string, to?: string) => apiCall<RevenueMonth[]>(`/admin/revenue?${monthsQuery(from, to)}`),
  /** The report as the CSV the server writes (its text). */
  getRevenueCsv: async (from?: string, to?: string) => (await httpClient(`${API_URL}/admin/revenue/csv?${monthsQuery(from, to)}`)).body,
  getBillingSettings: () => apiCall<BillingSettingsView>('/admin/billing-settings'),
  updateBillingSettings: (settings: Omit<BillingSettingsView, 'id' | 'updated_at'>) =>
    apiCall<{ message: string; settings: BillingSettingsView }>('/admin/billing-settings', { method: 'PUT', body: settings }),
};

export type AdminDataProvider = DataProvider & typeof adminActions;

const apiName = (resource: string) => API_RESOURCE[resource] ?? resource;

export const dataProvider: AdminDataProvider = {
  getList: (resource, params) => rest.getList(apiName(resource), params),
  getOne: (resource, params) => rest.getOne(apiName(resource), params),
  getMany: (resource, params) => rest.getMany(apiName(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiName(resource), params),
  update: (resource, params) => rest.update(apiName(resource), params),
  updateMany: (resource, params) => rest.updateMany(apiName(resource), params),
  create: (resource, params) => rest.create(apiName(resource), params),
  delete: (resource, params) => rest.delete(apiName(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(apiName(resource), params),
  ...adminActions,
};
