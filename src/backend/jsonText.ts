// JSON the backend sends as it is, without parsing it: as text, or, where a server keeps it so,
// as its UTF-8 bytes. A kitchen's board at the dinner rush is a thousand orders, 1.4 MB: made of
// the bytes each order was last sent as, it is copied once and compressed straight away, where
// the same text joined, measured and encoded again took four times as long (D53).

export type JsonText = string | Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const parseJsonText = (json: JsonText): unknown =>
  JSON.parse(typeof json === 'string' ? json : decoder.decode(json));

/** Its size in UTF-8: Node's Buffer counts a text without making a copy, as browsers cannot. */
export const byteLengthOf = (json: JsonText): number =>
  typeof json !== 'string'
    ? json.byteLength
    : typeof Buffer === 'undefined'
      ? encoder.encode(json).byteLength
      : Buffer.byteLength(json);

/** The parts as one text where each is text, else as one run of bytes. */
export function joinJson(parts: readonly JsonText[]): JsonText {
  if (parts.every((part) => typeof part === 'string')) return parts.join('');
  // The same few separators, a thousand times: each encoded once.
  const encoded = new Map<string, Uint8Array<ArrayBuffer>>();
  const bytesOf = (text: string) => {
    let bytes = encoded.get(text);
    if (!bytes) encoded.set(text, (bytes = encoder.encode(text)));
    return bytes;
  };
  const bytes = parts.map((part) => (typeof part === 'string' ? bytesOf(part) : part));
  const joined = new Uint8Array(bytes.reduce((size, part) => size + part.byteLength, 0));
  let at = 0;
  for (const part of bytes) {
    joined.set(part, at);
    at += part.byteLength;
  }
  return joined;
}

/** `{"<key>":[item,item,…]}` from each item's JSON, made in one piece. */
export function jsonWithList(key: string, items: readonly JsonText[]): JsonText {
  const parts: JsonText[] = [`{${JSON.stringify(key)}:[`];
  items.forEach((item, index) => {
    if (index > 0) parts.push(',');
    parts.push(item);
  });
  parts.push(']}');
  return joinJson(parts);
}
