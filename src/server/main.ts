import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createHandlers, everyHandler } from '../mocks/handlers';
import { createRazorpayGateway, createTestGateway } from '../mocks/paymentGateway';
import { createServerApp } from './app';
import { connectPostgres } from './postgres';
import { createSqlDb, migrate, type SqlDatabase } from './sqlDb';

// `npm start`: the built store and its API on one Node server, over an embedded PostgreSQL
// (PGlite) in DATA_DIR, or over the PostgreSQL at DATABASE_URL, which several servers can share.

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? './data';
// The store built for the server (npm run build:server), beside this file.
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('./public', import.meta.url));
// Comma-separated origins whose pages may call the API; none unless set.
const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
const adminRoutes = process.env.ADMIN_ROUTES === 'on';

const databaseUrl = process.env.DATABASE_URL;
// Razorpay when its key id and secret are set (D33), else the built-in test provider.
const {
  RAZORPAY_KEY_ID: keyId,
  RAZORPAY_SECRET: keySecret,
  RAZORPAY_API_URL: apiUrl,
} = process.env;
const gateway =
  keyId && keySecret ? createRazorpayGateway({ keyId, keySecret, apiUrl }) : createTestGateway();

async function openDatabase(): Promise<SqlDatabase & { close(): Promise<void> }> {
  if (databaseUrl) return connectPostgres(databaseUrl);
  return PGlite.create(dataDir);
}

const database = await openDatabase();
await migrate(database);
const handlers = everyHandler(createHandlers(createSqlDb(database), { gateway }));
const server = serve(
  {
    fetch: createServerApp({ handlers, distDir, corsOrigins, adminRoutes, log: console.log }).fetch,
    port,
  },
  (info) => {
    console.log(
      `The shop is on http://localhost:${info.port} (data ${databaseUrl ? 'in PostgreSQL' : `in ${dataDir}`}, payments by the ${gateway.provider} provider)`,
    );
  },
);

// Requests under way finish, then the database closes.
process.on('SIGTERM', () => {
  server.close(() => void database.close().then(() => process.exit(0)));
});
