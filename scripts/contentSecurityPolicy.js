// The Content-Security-Policy of the built pages, as a meta tag: scripts only from the
// store itself, Razorpay's checkout, and the page's own inline scripts by their hashes, so that
// an injected script cannot reach the token in localStorage or the signing key in IndexedDB.
// Styles may be inline: styled-components writes them at run time. frame-ancestors cannot be
// given in a meta tag: `vite preview` and the server send it as a header (`headerPolicyFor`).
import { createHash } from 'node:crypto';

const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frame: 'https://api.razorpay.com https://checkout.razorpay.com',
  connect: 'https://*.razorpay.com',
  img: 'https://cdn.razorpay.com',
};

/** A `<script>` without `src`, and its attributes and text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
/** Whether a script of these attributes runs: no type, a JavaScript type or a module (not JSON data). */
const runs = (attributes) => {
  const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || type === 'module' || /javascript/i.test(type);
};

/** The CSP sources of the inline scripts that run in `html`: 'sha256-…' each. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => runs(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

export function contentSecurityPolicy(html) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(inlineScriptHashes(html))].join(' ')} ${RAZORPAY.script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${RAZORPAY.img}`,
    `connect-src 'self' ${RAZORPAY.connect}`,
    `frame-src ${RAZORPAY.frame}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The page with its policy as the first thing in its head after the charset. */
export const withContentSecurityPolicy = (html) =>
  html.replace(
    /<meta charset="[^"]*" \/>/,
    (charset) =>
      `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}" />`,
  );

/** Storybook, published with the store at /storybook/ (D48). */
export const isStorybookPath = (path) => path === '/storybook' || path.startsWith('/storybook/');

/**
 * Storybook's pages run its own inline scripts, which change with each of its builds, so the
 * store's policy cannot hold there. Theirs keeps them to the store's origin, and lets
 * Storybook's manager frame its preview (iframe.html).
 */
export const STORYBOOK_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The Content-Security-Policy header of a path: no one may frame the store's pages. */
export const headerPolicyFor = (path) =>
  isStorybookPath(path) ? STORYBOOK_POLICY : "frame-ancestors 'none'";
