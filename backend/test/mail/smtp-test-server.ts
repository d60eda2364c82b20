import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
  raw: string;
}

function unfoldHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** Just enough MIME reading for our own emails: a text part and an HTML part, possibly in multipart/alternative. */
export function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const nested = parseMail(chunk.replace(/^\r?\n/, ''));
      parts.push({ type: 'text/plain', content: nested.text }, { type: 'text/html', content: nested.html });
    }
  } else {
    const type = (headers['content-type'] ?? 'text/plain').split(';')[0].trim().toLowerCase();
    parts.push({ type, content: decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n') });
  }
  return {
    subject: decodeWords(headers.subject ?? ''),
    messageId: headers['message-id'] ?? '',
    text: parts.filter((p) => p.type === 'text/plain').map((p) => p.content).join(''),
    html: parts.filter((p) => p.type === 'text/html').map((p) => p.content).join(''),
    raw,
  };
}

/** A real SMTP server on localhost that keeps what it receives; it can be stopped and started again on its port. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Recipients answered with 550 "mailbox unavailable", as a real relay does for an unknown address. */
  readonly rejectedRecipients = new Set<string>();
  /** Recipients the server never answers (RCPT TO waits for ever), as a stalled relay does. */
  readonly silentRecipients = new Set<string>();
  private server?: SMTPServer;

  private constructor(public port: number) {}

  static async start(): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(0);
    await smtp.listen();
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.silentRecipients.has(address.address)) return;
        if (!this.rejectedRecipients.has(address.address)) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            ...parseMail(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  mailsTo(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }
}
