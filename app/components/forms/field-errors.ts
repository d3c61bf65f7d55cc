/**
 * Per-field messages from a protocol schema: each zod issue becomes `{ key, values }` on its field,
 * so forms validate with the very schema the controller checks (protocol/live/*.ts).
 */
import type { z } from 'zod';
import type { MessageKey } from '../../i18n/keys';

export type FieldErrorKey =
  | 'required'
  | 'tooLong'
  | 'number'
  | 'integer'
  | 'atLeast'
  | 'atMost'
  | 'above'
  | 'below'
  | 'invalid'
  | 'minBelowMax'
  | 'lowBelowHigh'
  | 'oneThreshold';
/** A generic error (`common:fieldError_<key>`), or one in a screen's own words (`message`). */
export type FieldError =
  | { key: FieldErrorKey; values?: Record<string, number> }
  | { message: MessageKey; values?: Record<string, number> };
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** Parses a number field: empty or not a finite number gives NaN, which the schema rejects. */
export function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

function errorOf(issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return { key: 'required' };
    const min = Number(issue.minimum);
    return issue.inclusive === false
      ? { key: 'above', values: { min } }
      : { key: 'atLeast', values: { min } };
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return { key: 'tooLong', values: { max: Number(issue.maximum) } };
    const max = Number(issue.maximum);
    return issue.inclusive === false ? { key: 'below', values: { max } } : { key: 'atMost', values: { max } };
  }
  if (issue.code === 'invalid_type' && issue.expected === 'int') return { key: 'integer' };
  if (issue.code === 'invalid_type' && issue.expected === 'number') return { key: 'number' };
  return { key: 'invalid' };
}

/**
 * The first error of each field in a failed parse. A field is a top-level key (`name`) or a dotted
 * path into the record (`params.pBand`, `params.stages.0.onAboveTemp`); the longest match wins.
 */
export function schemaErrors<F extends string>(
  error: z.core.$ZodError,
  fields: readonly F[],
): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const field = [...fields]
      .filter((f) => f === path.slice(0, f.split('.').length).join('.'))
      .sort((a, b) => b.length - a.length)[0];
    if (field && !out[field]) out[field] = errorOf(issue);
  }
  return out;
}

/** The i18n key of a field error. */
export const fieldErrorKey = (error: FieldError): MessageKey =>
  'message' in error ? error.message : `common:fieldError_${error.key}`;
