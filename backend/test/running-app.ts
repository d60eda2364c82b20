import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const main = join(__dirname, '..', 'dist', 'main.js');

/** The built app as `npm start` runs it (backend/dist/main.js) in a process of its own; its output without colours. */
export class RunningApp {
  output = '';
  readonly exited: Promise<number | null>;

  private constructor(readonly child: ChildProcess) {
    const collect = (chunk: Buffer) => (this.output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''));
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    this.exited = once(child, 'exit').then(([code]) => code as number | null);
  }

  /** `launcher`: a command the app is started through (its last argument is followed by node and main.js), such as a mount namespace of its own. */
  static async start(env: Record<string, string>, launcher: string[] = []): Promise<RunningApp> {
    const [command, ...args] = [...launcher, process.execPath, main];
    const app = new RunningApp(spawn(command, args, { env: { PATH: process.env.PATH!, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
    const deadline = Date.now() + 90_000;
    while (!app.output.includes('Site ready on')) {
      if (app.child.exitCode !== null) throw new Error(`The app exited with code ${app.child.exitCode}:\n${app.output}`);
      if (Date.now() > deadline) {
        app.child.kill('SIGKILL');
        throw new Error(`The app did not start:\n${app.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return app;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop(signal: NodeJS.Signals): Promise<number | null> {
    if (!this.running) return this.child.exitCode;
    this.child.kill(signal);
    return this.exited;
  }
}
