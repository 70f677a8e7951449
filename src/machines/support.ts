import { fromCallback, fromPromise, type NonReducibleUnknown } from 'xstate';

/** What a failure says: an Error's message, else the value as text. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const missing = (name: string) => new Error(`No ${name} actor was provided.`);

/**
 * A promise actor that stands in until the app provides the real one (`machine.provide`): it
 * fails, naming the actor, so a machine without it shows an error instead of waiting forever.
 */
export const notProvided = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(missing(name)));

/** The same for a callback actor. */
export const callbackNotProvided = (name: string) =>
  fromCallback(() => {
    throw missing(name);
  });

/**
 * A value that the machine's shape makes sure of where it is read (the transition into the state
 * set it, or a guard checked it), which its types cannot say. Missing all the same, it fails
 * loudly, naming it, instead of handing `undefined` on.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`No ${what} here.`);
  return value;
}

/** The record without `key`'s entry: a copy, as context is never changed in place. */
export const without = <Key extends string, Value>(record: Record<Key, Value>, key: Key) => {
  const rest = { ...record };
  delete rest[key];
  return rest;
};
