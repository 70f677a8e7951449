import { describe, expect, it } from 'vitest';
import {
  ALL_ROUTES,
  CONTROL_ROUTES,
  controlId,
  controlProblem,
  decodeControls,
  describeControls,
  encodeControls,
  parseDelay,
  type BackendControl,
} from './backendControls';
import { BACKEND_CONTROLS_COOKIE, readControlsCookie } from './backendControlsCookie';

const products: BackendControl = { route: 'GET /api/products', reply: '503', delayMs: 0 };
const slowEverything: BackendControl = { route: ALL_ROUTES, reply: 'Normal', delayMs: 2000 };

describe('backend controls', () => {
  it.each([
    ['0', 0],
    ['10000', 10000],
    [' 250 ', 250],
    ['10001', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    ['', undefined],
    ['abc', undefined],
    ['000000001', undefined],
  ])('the delay typed as %j is %s', (text, delayMs) => {
    expect(parseDelay(text)).toBe(delayMs);
  });

  it("offers 'All routes' first, then every API route but the controls' own", () => {
    expect(CONTROL_ROUTES[0]).toBe(ALL_ROUTES);
    expect(CONTROL_ROUTES).toContain('GET /api/products');
    expect(CONTROL_ROUTES).toContain('DELETE /api/user/cart/:productId');
    expect(CONTROL_ROUTES.filter((route) => route.includes('backend-controls'))).toEqual([]);
  });

  it('gives every route an id of its own, made of its words', () => {
    expect(controlId('GET /api/products/:productId')).toBe('get-api-products-productid');
    expect(controlId(ALL_ROUTES)).toBe('all-routes');
    expect(new Set(CONTROL_ROUTES.map(controlId)).size).toBe(CONTROL_ROUTES.length);
  });

  it.each([
    [{ ...products, route: 'GET /api/nowhere' }, /^route must be "All routes" or a route/],
    [{ ...products, route: 'GET /api/backend-controls' }, /^route must be/],
    [
      { ...products, reply: '418' },
      'reply must be one of Normal, 401, 404, 429, 500, 503, Offline',
    ],
    [{ ...products, reply: 503 }, /^reply must be/],
    [{ ...products, delayMs: 10001 }, 'delayMs must be a whole number from 0 to 10000'],
    [{ ...products, delayMs: '5' }, /^delayMs must be/],
    [{ ...products, delayMs: 0.5 }, /^delayMs must be/],
  ])('finds the problem in %j', (control, problem) => {
    expect(controlProblem(control)).toMatch(problem);
  });

  it('finds no problem in a good control', () => {
    expect(controlProblem(products)).toBeUndefined();
    expect(controlProblem(slowEverything)).toBeUndefined();
  });

  it('describes what is on, with the delay when there is one', () => {
    expect(describeControls([products, slowEverything])).toBe(
      'GET /api/products: 503, All routes: Normal after 2000 ms',
    );
  });

  it('reads back the controls it wrote into the cookie, and drops what it cannot read', () => {
    expect(decodeControls(encodeControls([products, slowEverything]))).toEqual([
      products,
      slowEverything,
    ]);
    expect(decodeControls(encodeControls([{ ...products, reply: '418' as '404' }]))).toEqual([]);
    expect(decodeControls('%E0%A4%A')).toEqual([]);
    expect(decodeControls('{"route":1}')).toEqual([]);
    expect(decodeControls('')).toEqual([]);
  });

  it('a control on every route, each with the longest reply and delay, fits in a 4 KB cookie', () => {
    const everyRoute = CONTROL_ROUTES.map((route) => ({
      route,
      reply: 'Offline' as const,
      delayMs: 10000,
    }));
    const cookie = `${BACKEND_CONTROLS_COOKIE}=${encodeControls(everyRoute)}`;

    expect(cookie.length).toBeLessThan(4096);
  });

  it("finds the controls' cookie among the others", () => {
    const value = encodeControls([products]);
    expect(readControlsCookie(`a=1; ${BACKEND_CONTROLS_COOKIE}=${value}; b=2`)).toBe(value);
    expect(readControlsCookie('a=1; not-backend-controls=x')).toBe('');
    expect(readControlsCookie('')).toBe('');
  });
});
