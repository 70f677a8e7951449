import { ApiError } from '../../domain/apiError';
import { whenBackendReady } from '../backend';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  token?: string;
}

/** Calls the API once the in-browser backend is up, and returns the parsed JSON reply. */
export async function request<T>(
  path: string,
  { method = 'GET', body, token }: RequestOptions = {},
): Promise<T> {
  await whenBackendReady();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, firstError(data) ?? response.statusText);
  return data as T;
}

function firstError(data: unknown): string | undefined {
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : undefined;
}

/** A list's route for one product: the id is escaped, so no id can change the path. */
export const productPath = (list: string, productId: string) =>
  `${list}/${encodeURIComponent(productId)}`;
