// A stand-in for Razorpay's Orders API (POST /v1/orders), for the server's end-to-end tests:
// the server creates its Razorpay orders here instead of on the internet (RAZORPAY_API_URL).
import { createServer } from 'node:http';

let created = 0;

createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/v1/orders') {
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
    created += 1;
    const id = `order_standin${String(created).padStart(6, '0')}`;
    reply(200, { id, entity: 'order', amount, currency, receipt, status: 'created' });
  });
}).listen(Number(process.env.PORT));
