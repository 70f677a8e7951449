// The request tester's data and its pure rules: the header rows, the body check, what a
// loaded request becomes. `requestTester.ts` is the machine that runs them.
import { ROUTES } from '../../domain/api/routes';

export const TESTER_METHODS = ['GET', 'POST', 'DELETE'] as const;
export type TesterMethod = (typeof TESTER_METHODS)[number];

export const isTesterMethod = (value: string): value is TesterMethod =>
  (TESTER_METHODS as readonly string[]).includes(value);

/** One line of the headers area. */
export interface HeaderRow {
  isUsed: boolean;
  header: string;
  value: string;
}

/** What one Submit sends. */
export interface TesterRequest {
  method: TesterMethod;
  endpoint: string;
  headers: Record<string, string>;
  /**
   * The body box's text, already checked to be JSON; absent on GET. It is sent as typed rather
   * than parsed and serialised again, because serialising deeply nested JSON throws.
   */
  body?: string;
}

/** A reply of any HTTP status (a 401 is a response, not a failure). */
export interface TesterResponse {
  status: number;
  statusText: string;
  /** The parsed JSON, the text when it is not JSON, undefined for an empty body. */
  data?: unknown;
  /** The body as received ('Raw'). */
  text: string;
  headers: Record<string, string>;
  durationMs: number;
  sizeBytes: number;
}

export type HeaderField = 'header' | 'value';

/** A request to load into the panel (from History): it replaces the method, endpoint, headers and body. */
export interface LoadedRequest {
  method: TesterMethod;
  endpoint: string;
  headers: [name: string, value: string][];
  /** Absent when the request had none: the body box goes back to its default. */
  body?: string;
}

export const DEFAULT_ENDPOINT = ROUTES.todos.path;
export const DEFAULT_BODY = '{}';

export const emptyRow = (): HeaderRow => ({ isUsed: false, header: '', value: '' });

/** The tester's own initial rows: an enabled Accept row and an empty disabled one. */
export const defaultHeaderRows = (): HeaderRow[] => [
  { isUsed: true, header: 'Accept', value: '*/*' },
  emptyRow(),
];

/** The headers object: enabled rows with a name; a later row wins over an earlier one. */
export function headersOf(rows: HeaderRow[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const row of rows) {
    const name = row.header.trim();
    if (row.isUsed && name !== '') headers[name] = row.value;
  }
  return headers;
}

/**
 * True when the text is JSON. Empty or blank text is not, and neither is JSON the engine
 * cannot parse (very deep nesting may throw a RangeError instead of a SyntaxError).
 */
export function isJson(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A GET never carries a body, so only POST and DELETE need a valid one. */
export const canSend = ({ method, bodyError }: { method: TesterMethod; bodyError: boolean }) =>
  method === 'GET' || !bodyError;

export const withRows = (headerRows: HeaderRow[]) => ({
  headerRows,
  headers: headersOf(headerRows),
});

export function editRow(
  rows: HeaderRow[],
  index: number,
  field: HeaderField,
  value: string,
): HeaderRow[] {
  const row = rows[index];
  if (!row) return rows;
  const isLast = index === rows.length - 1;
  // Typing into the spare last row puts it to use (and, per the spec, adds a new spare row).
  const edited = { ...row, [field]: value, isUsed: isLast ? true : row.isUsed };
  const next = rows.map((current, i) => (i === index ? edited : current));
  return isLast ? [...next, emptyRow()] : next;
}

export function withToken(rows: HeaderRow[], token: string): HeaderRow[] {
  const index = rows.findIndex((row) => row.header.trim().toLowerCase() === 'authorization');
  if (index !== -1) {
    return rows.map((row, i) => (i === index ? { ...row, isUsed: true, value: token } : row));
  }
  // Before the spare last row, which stays last and empty.
  const authorization = { isUsed: true, header: 'authorization', value: token };
  return [...rows.slice(0, -1), authorization, ...rows.slice(-1)];
}

/** A loaded request's headers as enabled rows, and the spare row after them. */
export const rowsOf = (headers: LoadedRequest['headers']): HeaderRow[] => [
  ...headers.map(([header, value]) => ({ isUsed: true, header, value })),
  emptyRow(),
];

export const withBody = (bodyText: string) => ({ bodyText, bodyError: !isJson(bodyText) });
