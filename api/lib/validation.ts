import type { z } from 'zod';
import {
  formatMessage,
  validationMessages,
  type ValidationLanguage,
  type ValidationTexts,
} from '../contract/validation-messages';
import { AppError } from './errors';

/** Turns a field path into the name shown in a message: `shipping_address.zip` -> `Zip`. */
function fieldLabel(path: PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return 'Value';
  const words = last.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function issueMessage(issue: z.core.$ZodIssue, input: unknown, texts: ValidationTexts): string {
  const field = fieldLabel(issue.path);
  const value = input === undefined ? '' : String(input);
  const empty = input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
  if (empty && (issue.code === 'invalid_type' || issue.code === 'too_small' || issue.code === 'invalid_format')) {
    return formatMessage(texts.required, { field });
  }
  switch (issue.code) {
    case 'invalid_type':
      return formatMessage(texts.invalid, { field });
    case 'too_small':
      if (issue.origin === 'string') return formatMessage(texts.min, { field, n: Number(issue.minimum) });
      return formatMessage(texts.minValue, { field, n: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? formatMessage(texts.max, { field, n: Number(issue.maximum) })
        : formatMessage(texts.maxValue, { field, n: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return formatMessage(texts.email, { value });
      return formatMessage(texts.regex, { field });
    default:
      return formatMessage(texts.invalid, { field });
  }
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** A 422 AppError whose `fields` map each failing path (dot-separated) to a translated message. */
export function validationError(error: z.ZodError, input: unknown, lang: ValidationLanguage, prefix?: string): AppError {
  const texts = validationMessages[lang];
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    fields[path] ??= issueMessage(issue, valueAt(input, issue.path), texts);
  }
  return new AppError('invalid_data', 'validation_failed', { fields });
}
