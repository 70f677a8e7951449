import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { CONTRACT, type RouteContract } from './contract';
import { ROUTE_DOCS, type RouteDoc } from './routeDocs';
import { ROUTES, type ApiRoute, type RouteName } from './routes';
import { errors } from './schemas';

// The OpenAPI 3.1 document of the API, made from the route table and its contract:
// the backend answers it at GET /api/openapi.json, and tools such as Bruno or Postman import it.

type JsonObject = Record<string, unknown>;

/** What a request sends, as JSON Schema: stops before a transformation, such as a trim. */
const requestSchema = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' });
const replySchema = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' });

const json = (schema: object, extra: JsonObject = {}) => ({
  content: { 'application/json': { schema, ...extra } },
});

const ERRORS_REF = { $ref: '#/components/schemas/Errors' };

function parameters({ path }: ApiRoute, { query }: RouteContract): JsonObject[] {
  const inPath = [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const properties = query ? ((requestSchema(query).properties ?? {}) as JsonObject) : {};
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function responses(route: ApiRoute, contract: RouteContract): JsonObject {
  const replies = Object.entries(contract.replies).map(([status, schema]): [string, JsonObject] => [
    status,
    { description: status === '201' ? 'Created' : 'OK', ...json(replySchema(schema)) },
  ]);
  if (contract.events) {
    replies.push([
      '200',
      {
        description: "Server-sent events, each an 'order' event whose data is the order as JSON",
        content: {
          'text/event-stream': {
            schema: { type: 'string' },
            // OpenAPI 3.2 names it itemSchema; 3.1 takes it as an extension.
            'x-event-data': replySchema(contract.events),
          },
        },
      },
    ]);
  }
  const failures: [string, string[]][] = Object.entries(contract.errors ?? {});
  if (route.auth && !failures.some(([status]) => status === '401')) failures.push(['401', []]);
  const errorReplies = failures.map(([status, texts]): [string, JsonObject] => [
    status,
    {
      description: texts.length > 0 ? texts.join(' | ') : 'The token is missing or invalid.',
      ...json(ERRORS_REF, texts.length > 0 ? { example: { errors: [texts[0]] } } : {}),
    },
  ]);
  return Object.fromEntries([
    ...replies,
    ...errorReplies,
    ['default', { description: 'Any other failure', ...json(ERRORS_REF) }],
  ]);
}

function operation(name: RouteName): JsonObject {
  const route: ApiRoute = ROUTES[name];
  const { summary, exampleBody }: RouteDoc = ROUTE_DOCS[name];
  const contract: RouteContract = CONTRACT[name];
  const found = parameters(route, contract);
  return {
    operationId: name,
    summary,
    ...(route.auth ? { security: [{ token: [] }] } : {}),
    ...(found.length > 0 ? { parameters: found } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            ...json(requestSchema(contract.body), exampleBody ? { example: exampleBody } : {}),
          },
        }
      : {}),
    responses: responses(route, contract),
  };
}

/** The document, for the server at `serverUrl` (this origin in the browser). */
export function openApiDocument(serverUrl = '/'): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const { method, path } = ROUTES[name];
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operation(name) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cravings storefront API',
      version: '1.0.0',
      description:
        "The food store's API, answered by its backend, in the browser or on the server. Errors always come as { errors: [message] }.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Errors: replySchema(errors) },
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'authorization',
          description:
            'The encodedToken that signup, login and guest return, as it is or as "Bearer <token>".',
        },
      },
    },
  };
}
