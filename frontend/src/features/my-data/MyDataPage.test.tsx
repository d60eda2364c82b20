import { DataExportMessages } from 'contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../lib/testing/mock-api';
import { renderApp } from '../../lib/testing/render-app';

jest.setTimeout(20000);

describe('the page the "your data is ready" email links to', () => {
  it('checks the link without using it, then offers the one download', async () => {
    const api = mockApi({
      'POST /api/auth/refresh': { status: 401 },
      'GET /api/data-export/link': { body: { status: 'ready', expires_at: '2026-11-25T01:00:05.000Z', size_bytes: 2_345_678 } },
    });
    await renderApp('/my-data?token=abc_DEF-123');
    const download = await screen.findByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/data-export/download?token=abc_DEF-123');
    expect(screen.getByRole('main')).toHaveTextContent('A ZIP file of 2.3 MB, until 25 November 2026');
    expect(api.callsTo('GET /api/data-export/download')).toHaveLength(0);
    download.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup({ delay: null }).click(download);
    expect(screen.getByText(/Your download has started/)).toBeInTheDocument();
  });

  it.each([
    [410, DataExportMessages.linkUsed],
    [410, DataExportMessages.linkExpired],
    [404, DataExportMessages.linkUnknown],
  ])('shows the server’s answer to a link it refuses (%i)', async (status, message) => {
    mockApi({ 'POST /api/auth/refresh': { status: 401 }, 'GET /api/data-export/link': { status, body: { statusCode: status, message, error: 'Gone' } } });
    await renderApp('/my-data?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('link', { name: 'Download my data' })).not.toBeInTheDocument();
  });

  it('says a link without its token is not valid', async () => {
    mockApi({ 'POST /api/auth/refresh': { status: 401 } });
    await renderApp('/my-data');
    expect(await screen.findByRole('alert')).toHaveTextContent(DataExportMessages.linkUnknown);
  });
});
