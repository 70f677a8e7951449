import * as v from 'valibot';

/**
 * The message of a check that has none of its own. Valibot writes a message before the issue
 * knows its whole path, so `check` writes these afterwards, naming the field.
 */
export const NAMED_MESSAGE = '\u0000named';

const named = (issue: v.BaseIssue<unknown>) =>
  `${v.getDotPath(issue) ?? 'the body'} must be ${issue.expected ?? 'valid'}, not ${issue.received}`;

export type Checked<Output> = { ok: true; value: Output } | { ok: false; problem: string };

/** The value as the schema reads it, or the first problem's message. */
export function check<Schema extends v.GenericSchema>(
  schema: Schema,
  value: unknown,
): Checked<v.InferOutput<Schema>> {
  const result = v.safeParse(schema, value, { abortEarly: true, message: () => NAMED_MESSAGE });
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  return { ok: false, problem: issue.message === NAMED_MESSAGE ? named(issue) : issue.message };
}
