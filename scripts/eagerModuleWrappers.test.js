import { describe, expect, it } from 'vitest';
import { eagerModuleWrappers } from './eagerModuleWrappers.js';

// A chunk as Rolldown renders it, before minifying: its helper and two CommonJS modules.
const chunk = `var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);
var require_scheduler = /* @__PURE__ */ __commonJSMin(((exports) => {
  exports.now = () => 42;
}));
var require_client = /* @__PURE__ */ __commonJSMin(((exports, module) => {
  const scheduler = require_scheduler();
  module.exports = { now: scheduler.now, self: this };
}));
export default require_client();`;

const evaluate = async (code) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default;

describe('module wrappers written for V8 to compile with their chunk', () => {
  it('are function expressions, still in parentheses', () => {
    const eager = eagerModuleWrappers(chunk);
    expect(eager).toContain('__commonJSMin((function(exports){');
    expect(eager).toContain('__commonJSMin((function(exports, module){');
    expect(eager).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it('export what they exported before', async () => {
    const eager = await evaluate(eagerModuleWrappers(chunk));
    const lazy = await evaluate(chunk);
    expect(eager.now()).toBe(42);
    expect(eager.self).toBeUndefined();
    expect(Object.keys(eager)).toEqual(Object.keys(lazy));
  });

  it('leave every other arrow alone: unwrapped, nested or with an expression body', () => {
    const code = `var a = run((x) => { return x; });
var b = __commonJSMin(((exports) => exports));
function c() { var d = __commonJSMin(((exports) => { exports.e = 1; })); return d; }
export { a, b, c };`;
    expect(eagerModuleWrappers(code)).toBe(code);
  });
});
