import type { AddressInput } from '../domain/types';
import { ApiError, isRecord } from './http';

/** The field as a trimmed, non-empty string, else 400 '<field> is required'. */
export function requiredText(record: Record<string, unknown>, field: string): string {
  const value = record[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ApiError(400, `${field} is required`);
  }
  return value.trim();
}

export function optionalText(record: Record<string, unknown>, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value.trim() : '';
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
