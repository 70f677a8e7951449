// Rolldown wraps each CommonJS module (React DOM's 200 KB among them) in a function it passes to
// its `__commonJSMin` helper, in parentheses, `e((e=>{…}))`: a hint that the function runs at
// once, so V8 compiles it with its chunk, off the main thread. Chromium 156 does not take the hint
// from that arrow: it compiled React DOM's wrapper on the main thread when the boot first required
// it. Written as a function expression, the boot's step that requires it took half as long (at 4×
// CPU, 145–243 ms before, 48–99 ms after). In a module both forms mean the same: `this` is
// undefined in either, and `arguments` at a module's top level would have thrown.
import { parseAst } from 'rolldown/parseAst';

/** The chunk's module wrappers, `x((…)=>{…})` at its top level, as `x((function(…){…}))`. */
export function eagerModuleWrappers(code) {
  const wrappers = parseAst(code)
    .body.flatMap((statement) =>
      statement.type === 'VariableDeclaration' ? statement.declarations : [],
    )
    .map(({ init }) => init)
    .filter(
      (init) =>
        init?.type === 'CallExpression' &&
        init.arguments.length === 1 &&
        init.arguments[0].type === 'ArrowFunctionExpression' &&
        init.arguments[0].body.type === 'BlockStatement' &&
        code.slice(init.callee.end, init.arguments[0].start).replace(/\s/g, '') === '((',
    )
    .map((call) => call.arguments[0]);
  let eager = code;
  for (const { start, params, body, async } of wrappers.reverse()) {
    const parameters = params.length ? code.slice(params[0].start, params.at(-1).end) : '';
    eager = `${eager.slice(0, start)}${async ? 'async ' : ''}function(${parameters})${eager.slice(body.start)}`;
  }
  return eager;
}
