// A stand-in for Razorpay's Orders API (POST /v1/orders) and Refunds API (POST
// /v1/payments/:id/refund, idempotent by its X-Refund-Idempotency key), for the server's
// end-to-end tests: the server calls it instead of the internet (RAZORPAY_API_URL).
import { createServer } from 'node:http';

let created = 0;
/** Each refund by its idempotency key: asked again, the same refund. */
const refunds = new Map();
const REFUND_PATH = /^\/v1\/payments\/([^/]+)\/refund$/;

createServer((request, response) => {
  const refundOf = REFUND_PATH.exec(request.url ?? '')?.[1];
  if (request.method !== 'POST' || (request.url !== '/v1/orders' && !refundOf)) {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('Razorpay Orders API stand-in');
    return;
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const reply = (status, json) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (!request.headers.authorization?.startsWith('Basic ')) {
      reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      return;
    }
    const { amount, currency, receipt } = JSON.parse(body);
    if (refundOf) {
      const key = request.headers['x-refund-idempotency'] ?? crypto.randomUUID();
      const id = refunds.get(key) ?? `rfnd_standin${String(refunds.size + 1).padStart(6, '0')}`;
      refunds.set(key, id);
      reply(200, { id, entity: 'refund', payment_id: refundOf, amount, status: 'processed' });
      return;
    }
    created += 1;
    const id = `order_standin${String(created).padStart(6, '0')}`;
    reply(200, { id, entity: 'order', amount, currency, receipt, status: 'created' });
  });
}).listen(Number(process.env.PORT));
