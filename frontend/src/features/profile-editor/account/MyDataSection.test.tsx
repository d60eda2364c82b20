import { DataExportMessages, type DataExportState, type OwnerProfile } from 'contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockApi, mockApi, MockReply } from '../../../lib/testing/mock-api';
import { ownerProfile, renderRoutes, sessionView, signedIn } from '../../../../test/advertiser/render';
import ProfileEditorPage from '../ProfileEditorPage';

const user = userEvent.setup({ delay: null });
/** The request goes through the API client and the query cache: on a loaded machine that takes more than the default second. */
const SLOW = { timeout: 5000 };

jest.setTimeout(20000);
const NONE: DataExportState = { status: 'none', requested_at: null, ready_at: null, expires_at: null, next_request_at: null };
const PREPARING: DataExportState = { ...NONE, status: 'preparing', requested_at: '2026-11-24T01:00:00.000Z' };

async function openAccount(routes: Record<string, MockReply>, profile: OwnerProfile = ownerProfile()): Promise<MockApi> {
  const api = mockApi(routes);
  signedIn(api, sessionView(profile));
  await renderRoutes({ '/profile': <ProfileEditorPage /> }, '/profile?tab=account');
  return api;
}

const myData = () => screen.getByRole('region', { name: 'My Data' });

/** The button waits for the state of the last request (it may be one still being prepared). */
async function requestButton(label = 'Request my data', scope: HTMLElement = myData()): Promise<HTMLElement> {
  const button = within(scope).getByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled(), SLOW);
  return button;
}

describe('My Data (Privacy Act 2020, IPP 6)', () => {
  it('says what the copy holds, asks for it and shows that it is being prepared', async () => {
    const api = await openAccount({
      'GET /api/data-export': { body: NONE },
      'POST /api/data-export': { status: 202, body: { message: DataExportMessages.requested, export: PREPARING } },
    });
    expect(myData()).toHaveTextContent('everything we hold about you');
    await user.click(await requestButton());
    expect(await within(myData()).findByText(DataExportMessages.requested, {}, SLOW)).toBeInTheDocument();
    expect(within(myData()).getByRole('button', { name: 'Request my data' })).toBeDisabled();
    expect(api.callsTo('POST /api/data-export')).toHaveLength(1);
  });

  it("shows when the emailed link works until, and the server's refusal", async () => {
    await openAccount({
      'GET /api/data-export': { body: { ...NONE, status: 'ready', requested_at: '2026-11-24T01:00:00.000Z', ready_at: '2026-11-24T01:00:05.000Z', expires_at: '2026-11-25T01:00:05.000Z' } },
      'POST /api/data-export': { status: 429, body: { statusCode: 429, message: DataExportMessages.tooManyRequests, error: 'Too Many Requests' } },
    });
    expect(await within(myData()).findByText(/We emailed you a download link\. It works once, until 25 November/, {}, SLOW)).toBeInTheDocument();
    await user.click(await requestButton());
    expect(await within(myData()).findByRole('alert', {}, SLOW)).toHaveTextContent(DataExportMessages.tooManyRequests);
  });

  it('deleting the profile offers the download first', async () => {
    const api = await openAccount({
      'GET /api/data-export': { body: NONE },
      'POST /api/data-export': { status: 202, body: { message: DataExportMessages.requested, export: PREPARING } },
      'DELETE /api/profiles/me': { status: 409, body: { statusCode: 409, message: DataExportMessages.deleteWhilePreparing, error: 'Conflict' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Want a copy of your data first?');
    await user.click(await requestButton('Download my data first', question));
    expect(api.callsTo('POST /api/data-export')).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Yes, delete my profile' }));
    await user.click(screen.getByRole('button', { name: 'Delete Permanently' }));
    expect(await screen.findByText(DataExportMessages.deleteWhilePreparing, {}, SLOW)).toBeInTheDocument();
  });
});
