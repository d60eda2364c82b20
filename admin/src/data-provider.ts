import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { API_URL, apiCall, httpClient } from './http-client';

/** Screen names in the admin URL (spec §2: /admin/escorts, /admin/messages) → API resource names. */
const API_RESOURCE: Record<string, string> = { escorts: 'profiles', messages: 'threads' };

const rest = simpleRestProvider(`${API_URL}/admin`, httpClient);

export interface DashboardCounts {
  profiles: number;
  verified: number;
  premium: number;
  pendingVerification: number;
  newThreads: number;
}

export interface MonthlyTotal {
  month: string;
  count: number;
  total: number;
}

const post = <T>(path: string, body?: unknown) => apiCall<T>(path, { method: 'POST', body: body ?? {} });

/** The admin actions that are not CRUD (DESIGN.md §4: POST /api/admin/<resource>/:id/<action>). */
export const adminActions = {
  getDashboard: () => apiCall<DashboardCounts>('/admin/dashboard'),
  verifyProfile: (id: Identifier) => post<{ message: string; profile: RaRecord }>(`/admin/profiles/${id}/verify`),
  setPassword: (userId: Identifier, password: string) => post<{ message: string }>(`/admin/users/${userId}/password`, { password }),
  approveVerification: (id: Identifier) => post<{ message: string; profile: RaRecord }>(`/admin/verifications/${id}/approve`),
  rejectVerification: (id: Identifier) => post<{ message: string; profile: RaRecord }>(`/admin/verifications/${id}/reject`),
  replyToThread: (id: Identifier, message: string) => post<{ message: string; reply: Record<string, unknown> }>(`/admin/threads/${id}/reply`, { message }),
  pauseReportedProfile: (id: Identifier) => post<{ message: string; report: RaRecord }>(`/admin/reports/${id}/pause-profile`),
  dismissReport: (id: Identifier) => post<{ message: string; report: RaRecord }>(`/admin/reports/${id}/dismiss`),
  getSubscriptionTotals: (filter: Record<string, unknown>) =>
    apiCall<MonthlyTotal[]>(`/admin/subscriptions/monthly-totals?filter=${encodeURIComponent(JSON.stringify(filter))}`),
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
