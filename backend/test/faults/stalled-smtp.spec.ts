import { createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';
import { NotificationsService } from '../../src/mail/notifications.service';
import { OutboxWorker } from '../../src/mail/outbox.worker';
import { TestSmtpServer } from '../mail/smtp-test-server';
import { createTestApp, TestApp } from '../test-app';

const TIMEOUT_MS = 2_000;

/** A TCP server that takes connections and never says a word (not even the SMTP greeting). */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('an SMTP server that never answers', () => {
  it('fails that message at its timeout while the other emails go out at once, with no transaction open meanwhile and the retry counted from the failure', async () => {
    const smtp = await TestSmtpServer.start();
    const t: TestApp = await createTestApp({ SMTP_URL: smtp.url, MAIL_SEND_TIMEOUT_SECONDS: String(TIMEOUT_MS / 1000) });
    try {
      const notifications = t.app.get(NotificationsService);
      smtp.silentRecipients.add('stalled@example.co.nz');
      // The stalled one is the oldest, so it is taken first.
      await notifications.sendWelcome('stalled@example.co.nz', 'Stalled');
      const others = Array.from({ length: 6 }, (_, i) => `prompt${i}@example.co.nz`);
      for (const to of others) await notifications.sendWelcome(to, 'Prompt');

      const started = Date.now();
      const run = t.app.get(OutboxWorker).processOutbox();
      while (smtp.received.length < others.length && Date.now() - started < TIMEOUT_MS) await new Promise((resolve) => setTimeout(resolve, 20));
      const othersDeliveredIn = Date.now() - started;
      const openTransactions = await t.db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
      const result = await run;
      const tookMs = Date.now() - started;

      expect(othersDeliveredIn).toBeLessThan(TIMEOUT_MS);
      for (const to of others) expect(smtp.mailsTo(to)).toHaveLength(1);
      expect(openTransactions).toEqual([{ n: 0 }]);
      expect(result).toEqual({ sent: others.length, retrying: 1, failed: 0 });
      expect(tookMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
      expect(tookMs).toBeLessThan(TIMEOUT_MS + 2_000);
      const [stalled] = await t.db.query(`SELECT status, attempts, last_error, next_attempt_at FROM mail_outbox WHERE recipient = 'stalled@example.co.nz'`);
      expect(stalled).toMatchObject({ status: 'pending', attempts: 1 });
      expect(stalled.last_error).toMatch(/timed out|timeout/i);
      // 30 s after the failure (which came at the timeout), not after the run's start.
      expect(new Date(stalled.next_attempt_at).getTime()).toBeGreaterThanOrEqual(started + TIMEOUT_MS + 30_000);
      console.log(`Stalled SMTP recipient: the ${others.length} other emails delivered in ${othersDeliveredIn} ms; the run ended after ${tookMs} ms (timeout ${TIMEOUT_MS} ms)`);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });

  it('costs each email at most its timeout, several at once, when the server never even greets', async () => {
    const silent = await silentServer();
    const t = await createTestApp({ SMTP_URL: silent.url, MAIL_SEND_TIMEOUT_SECONDS: String(TIMEOUT_MS / 1000) });
    try {
      const notifications = t.app.get(NotificationsService);
      for (let i = 0; i < 4; i += 1) await notifications.sendWelcome(`unlucky${i}@example.co.nz`, 'Unlucky');

      const started = Date.now();
      const result = await t.app.get(OutboxWorker).processOutbox();
      const tookMs = Date.now() - started;

      expect(result).toEqual({ sent: 0, retrying: 4, failed: 0 });
      // Four in parallel: about one timeout in all, not four.
      expect(tookMs).toBeLessThan(2 * TIMEOUT_MS);
    } finally {
      await t.close();
      await silent.close();
    }
  });
});
