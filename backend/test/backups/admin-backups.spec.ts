import { BackupMessages } from 'contract';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupJob } from '../../src/backups/backup.job';
import { BackupsService } from '../../src/backups/backups.service';
import { createAdmin } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('backups in the back office and in /metrics', () => {
  const backupDir = mkdtempSync(join(tmpdir(), 'admin-backups-'));
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: backupDir, METRICS_TOKEN });
  });

  afterAll(async () => {
    await t.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('lets superadmins only see the backups and start one, which is answered at once and refused while it runs', async () => {
    const verifier = await createAdmin(t, { canVerifyProfiles: true });
    await t.http().get('/api/admin/backups').set(verifier.auth).expect(403);
    await t.http().post('/api/admin/backups').set(verifier.auth).expect(403);

    const superadmin = await createAdmin(t, { isSuperadmin: true });
    expect((await t.http().get('/api/admin/backups').set(superadmin.auth).expect(200)).body).toMatchObject({
      location: backupDir,
      schedule: '0 30 1 * * *',
      running: null,
      last_success_at: null,
      last_failure: null,
      backups: [],
    });
    expect((await t.http().post('/api/admin/backups').set(superadmin.auth).expect(202)).body).toEqual({ message: BackupMessages.started });
    expect((await t.http().post('/api/admin/backups').set(superadmin.auth).expect(409)).body.message).toBe(BackupMessages.alreadyRunning);
    await t.app.get(BackupsService).settled();

    const overview = (await t.http().get('/api/admin/backups').set(superadmin.auth).expect(200)).body;
    expect(overview.backups).toHaveLength(1);
    expect(overview.backups[0]).toMatchObject({ name: readdirSync(backupDir)[0], size_bytes: expect.any(Number), verified: true, missing_files: 0 });
    expect(overview.backups[0].rows).toBeGreaterThan(0);
    expect(Date.parse(overview.last_success_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('runs the scheduled backup once per schedule, recorded like every job, and /metrics has the last success time', async () => {
    const at = new Date();
    expect(await t.app.get(BackupJob).onSchedule(at)).toBe('done');
    expect(await t.app.get(BackupJob).onSchedule(at)).toBe('skipped');
    const metrics = (await t.http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
    const [, seconds] = /^backup_last_success_timestamp_seconds (\S+)$/m.exec(metrics) ?? [];
    expect(Number(seconds) * 1000).toBeGreaterThan(at.getTime() - 1000);
  });

  it('does not take the record of a backup whose process died for a backup still running', async () => {
    const superadmin = await createAdmin(t, { isSuperadmin: true });
    await t.db.query(`INSERT INTO backup_runs (name, trigger, status) VALUES ('backup-20260102T000000Z-dead01.kcbackup', 'command', 'running')`);
    expect((await t.http().get('/api/admin/backups').set(superadmin.auth).expect(200)).body.running).toBeNull();
    await t.http().post('/api/admin/backups').set(superadmin.auth).expect(202);
    await t.app.get(BackupsService).settled();
    const overview = (await t.http().get('/api/admin/backups').set(superadmin.auth).expect(200)).body;
    expect(overview.last_failure).toMatchObject({ trigger: 'command', error: 'Interrupted: the process stopped before the backup was written and checked' });
  });
});
