import { Validator } from '@seriousme/openapi-schema-validator';
import { OpenAPIClientAxios, type OpenAPIV3_1 } from 'openapi-client-axios';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/api/routes';
import { call, startBackendForEachTest } from '../../testing/backendCalls';

startBackendForEachTest();

type Document = OpenAPIV3_1.Document & {
  paths: Record<string, Record<string, OpenAPIV3_1.OperationObject>>;
};

const fetchDocument = async () => (await call<Document>('GET', '/api/openapi.json')).body;

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(await fetchDocument());

    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('has every route of the table, with the token where it needs one and the error replies', async () => {
    const { paths } = await fetchDocument();

    for (const [name, { method, path, auth }] of Object.entries(ROUTES)) {
      const operation = paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation?.operationId, `${method} ${path}`).toBe(name);
      expect(operation?.security !== undefined, `${name} names the token`).toBe(auth);
      if (auth) expect(Object.keys(operation?.responses ?? {})).toContain('401');
    }
  });

  it('is what a generic client (openapi-client-axios) imports to call the API by operation', async () => {
    const api = new OpenAPIClientAxios({
      definition: await fetchDocument(),
      axiosConfigDefaults: { baseURL: 'http://localhost' },
    });
    const client = await api.init();

    const guest = await client.guest!();
    const cart = await client.addToCart!(
      undefined,
      { product: { _id: 'prod-biryani' } },
      { headers: { authorization: guest.data.encodedToken } },
    );

    expect(cart.status).toBe(201);
    expect(cart.data.cart.map((line: { _id: string }) => line._id)).toContain('prod-biryani');
  });
});
