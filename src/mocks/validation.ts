import type { AddressInput } from '../domain/types';
import { ApiError, isRecord } from './http';

/** The most characters each text field takes (D29); a field not named here takes 200. */
const TEXT_LIMITS: Record<string, number> = {
  email: 254,
  password: 128,
  firstName: 50,
  lastName: 50,
  name: 100,
  city: 60,
  profileState: 60,
  addressText: 300,
  paymentId: 100,
  // A signed quote: about 60 characters per dish of the cart.
  quote: 50_000,
};
const DEFAULT_TEXT_LIMIT = 200;

/** The text, unless it is over its field's limit: then 400 '<field> must be at most N characters'. */
export function boundedText(field: string, value: string): string {
  const limit = TEXT_LIMITS[field] ?? DEFAULT_TEXT_LIMIT;
  if (value.length > limit) throw new ApiError(400, `${field} must be at most ${limit} characters`);
  return value;
}

/** The field as a trimmed, non-empty string, else 400 '<field> is required'. */
export function requiredText(record: Record<string, unknown>, field: string): string {
  const value = record[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ApiError(400, `${field} is required`);
  }
  return boundedText(field, value.trim());
}

export function optionalText(record: Record<string, unknown>, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? boundedText(field, value.trim()) : '';
}

export function requiredObject(
  record: Record<string, unknown>,
  field: string,
): Record<string, unknown> {
  const value = record[field];
  if (!isRecord(value)) throw new ApiError(400, `${field} is required`);
  return value;
}

export function parseAddressInput(address: Record<string, unknown>): AddressInput {
  const parsed: AddressInput = {
    name: requiredText(address, 'name'),
    phone: requiredText(address, 'phone'),
    city: requiredText(address, 'city'),
    pin: requiredText(address, 'pin'),
    profileState: requiredText(address, 'profileState'),
    addressText: requiredText(address, 'addressText'),
  };
  if (!/^\d{10}$/.test(parsed.phone)) throw new ApiError(400, 'phone must be 10 digits');
  if (!/^\d{6}$/.test(parsed.pin)) throw new ApiError(400, 'pin must be 6 digits');
  return parsed;
}
