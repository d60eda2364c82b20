import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackupMessages } from 'contract';
import { apiError, reply } from '../../../test/fake-api';
import { renderSignedIn } from '../../../test/render-app';
import { formatBytes } from './BackupsPage';

const verified = { name: 'backup-20261128T123000Z-ab12cd.kcbackup', created_at: '2026-11-28T12:30:00.000Z', size_bytes: 52_428_800, verified: true, tables: 41, rows: 120_345, files: 964, missing_files: 0 };
const unknown = { name: 'backup-20261120T123000Z-ef34ab.kcbackup', created_at: '2026-11-20T12:30:00.000Z', size_bytes: 1536, verified: null, tables: null, rows: null, files: null, missing_files: null };

describe('Backups (superadmin)', () => {
  it('lists the backups kept with their time, size and check, shows the last failure, and starts one now', async () => {
    let started = 0;
    const { api } = renderSignedIn('/admin/backups', {
      'GET /api/admin/backups': () =>
        reply(200, {
          location: '/data/backups',
          schedule: '0 30 1 * * *',
          running: null,
          last_success_at: '2026-11-28T12:31:10.000Z',
          last_failure: { started_at: '2026-11-27T12:30:00.000Z', trigger: 'schedule', error: 'The disk holding the backups is full (ENOSPC)' },
          backups: [verified, unknown],
        }),
      'POST /api/admin/backups': () => (++started === 1 ? reply(202, { message: BackupMessages.started }) : apiError(409, BackupMessages.alreadyRunning)),
    });

    const list = await screen.findByRole('list', { name: 'Backups kept' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText(/ · 50 MB$/)).toBeInTheDocument();
    expect(within(rows[0]).getByText('Verified: 41 tables, 120,345 rows, 964 files')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No record here (made before this database was restored)')).toBeInTheDocument();
    expect(screen.getByText(/Last failure: .*\(schedule\): The disk holding the backups is full \(ENOSPC\)/)).toBeInTheDocument();
    expect(screen.getByText(/go to \/data\/backups/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(BackupMessages.started)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(BackupMessages.alreadyRunning)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/backups')).toHaveLength(2);
  });

  it('is refused to an admin who is not a superadmin', async () => {
    const { api } = renderSignedIn('/admin/backups', {}, { can_verify_profiles: true, is_superadmin: false });
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/backups')).toHaveLength(0);
  });

  it('writes sizes as people read them', () => {
    expect([formatBytes(0), formatBytes(1536), formatBytes(52_428_800), formatBytes(3 * 1024 ** 3)]).toEqual(['0 bytes', '1.5 KB', '50 MB', '3.0 GB']);
  });
});
