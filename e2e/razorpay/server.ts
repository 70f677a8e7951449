import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const STAND_IN_PORT = 4199;
const script = readFileSync(fileURLToPath(new URL('./checkout.js', import.meta.url)));

/** Serves the stand-in at http://localhost:4199/checkout.js; `broken` answers 503 instead. */
export function startRazorpayStandIn(): Promise<{
  server: Server;
  setBroken: (broken: boolean) => void;
}> {
  let broken = false;
  const server = createServer((request, response) => {
    if (broken || request.url !== '/checkout.js') {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/javascript',
      'access-control-allow-origin': '*',
    });
    response.end(script);
  });
  return new Promise((resolve) =>
    server.listen(STAND_IN_PORT, () => resolve({ server, setBroken: (value) => (broken = value) })),
  );
}
