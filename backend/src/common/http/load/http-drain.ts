import { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Lets a shutdown end HTTP cleanly: stop taking connections, close kept-alive connections that are
 * idle, answer the requests already taken (each with `Connection: close`, so its connection ends
 * with it), and only then go on to stop the app behind them.
 */
export class HttpDrain {
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;
  private answeredWhileDraining = 0;

  constructor(private readonly server: Server) {
    // Ahead of Express, so even an answer sent at once (a cached page) carries the header.
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (this.draining) res.setHeader('Connection', 'close');
      this.inFlight.add(res);
      res.once('close', () => {
        this.inFlight.delete(res);
        if (this.draining) this.answeredWhileDraining += 1;
      });
    });
  }

  /** Resolves once every request is answered, or at `timeoutMs` (the rest are cut); says how many of each. */
  async drain(timeoutMs: number): Promise<{ answered: number; cut: number }> {
    this.draining = true;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // Stops listening, and (Node 19+) closes the connections that wait idle for a next request.
    this.server.close();
    this.server.closeIdleConnections();
    for (const deadline = Date.now() + timeoutMs; this.inFlight.size > 0 && Date.now() < deadline; ) await sleep(20);
    const cut = this.inFlight.size;
    this.server.closeAllConnections();
    return { answered: this.answeredWhileDraining, cut };
  }
}
