import { describe, it } from 'vitest';
import { KITCHEN_DEMO_OFF } from '../../domain/kitchenErrors';
import { call, expectError, startBackendForEachTest } from '../../testing/backendCalls';

// A server keeps 'Kitchen demo' off unless its admin turns it on (D40): a public server never
// lets a visitor act as staff.

describe("'Kitchen demo' on a host that has not turned it on", () => {
  startBackendForEachTest({ handlerOptions: { kitchenDemo: false } });

  it('answers 404 and signs nobody in', async () => {
    expectError(await call('POST', '/api/kitchen/demo'), 404, KITCHEN_DEMO_OFF);
  });
});
