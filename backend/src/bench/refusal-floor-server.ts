import { createServer } from 'node:http';
import { REFUSAL, REFUSAL_HEADERS } from '../common/http/load/load-shedding';

/**
 * The spike's floor (bench code, never the app): a plain node:http server that answers /api/health
 * with 200 and every other request with the load shedder's 503, at once. Under the spike's 200
 * connections, each sending again as soon as it is answered, its refusal latencies are what this
 * machine allows any server, whatever the app does. Run as `node dist/bench/refusal-floor-server.js` with PORT.
 */
const HEALTHY = Buffer.from(JSON.stringify({ status: 'ok', db: 'ok' }));

createServer((req, res) => {
  if (req.url === '/api/health') res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': HEALTHY.length }).end(HEALTHY);
  else res.writeHead(503, REFUSAL_HEADERS).end(REFUSAL);
}).listen(Number(process.env.PORT ?? 0), '127.0.0.1');
