/** One `name=value` pair of an endpoint's query string, decoded as the server reads it. */
export interface QueryParam {
  name: string;
  value: string;
}

export type QueryField = keyof QueryParam;

interface SplitEndpoint {
  /** Everything before the `?` (or the whole endpoint without a fragment when there is none). */
  base: string;
  /** The query's `&`-separated pieces as typed; empty pieces (`a=1&&b=2`) carry no pair. */
  pieces: string[];
  /** The fragment with its `#`, or ''. */
  hash: string;
}

function split(endpoint: string): SplitEndpoint {
  const hashAt = endpoint.indexOf('#');
  const end = hashAt === -1 ? endpoint.length : hashAt;
  const hash = endpoint.slice(end);
  const queryAt = endpoint.indexOf('?');
  if (queryAt === -1 || queryAt > end) return { base: endpoint.slice(0, end), pieces: [], hash };
  return {
    base: endpoint.slice(0, queryAt),
    pieces: endpoint.slice(queryAt + 1, end).split('&'),
    hash,
  };
}

/** A piece decoded by the rules the server uses (`URLSearchParams`: `+` is a space, a bad `%` stays). */
function decodePiece(piece: string): QueryParam {
  const [pair] = new URLSearchParams(`&${piece}`);
  const [name = '', value = ''] = pair ?? [];
  return { name, value };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes text for a query; a lone surrogate (which cannot be encoded) becomes U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

const encodePair = ({ name, value }: QueryParam) => `${encode(name)}=${encode(value)}`;

/** The endpoint's query parameters in order, decoded; pieces without a pair are left out. */
export function parseQuery(endpoint: string): QueryParam[] {
  return split(endpoint)
    .pieces.filter((piece) => piece !== '')
    .map(decodePiece);
}

/** The endpoint with new query pieces; no pieces, no `?`. */
function withPieces({ base, hash }: SplitEndpoint, pieces: string[]): string {
  return pieces.length === 0 ? `${base}${hash}` : `${base}?${pieces.join('&')}${hash}`;
}

/**
 * The endpoint after one field of the parameter at `index` changed. Only that pair is written
 * again (percent-encoded); every other pair keeps the text it was typed with. An `index` just
 * past the last parameter adds one.
 */
export function editQueryParam(
  endpoint: string,
  index: number,
  field: QueryField,
  text: string,
): string {
  const parts = split(endpoint);
  const pieces = parts.pieces.filter((piece) => piece !== '');
  if (index < 0 || index > pieces.length) return endpoint;
  const current = index < pieces.length ? decodePiece(pieces[index]!) : { name: '', value: '' };
  const next = pieces.slice();
  next[index] = encodePair({ ...current, [field]: text });
  return withPieces(parts, next);
}

/** The endpoint without the parameter at `index`; the `?` goes with the last one. */
export function removeQueryParam(endpoint: string, index: number): string {
  const parts = split(endpoint);
  const pieces = parts.pieces.filter((piece) => piece !== '');
  if (index < 0 || index >= pieces.length) return endpoint;
  return withPieces(
    parts,
    pieces.filter((_, i) => i !== index),
  );
}
