import type { z } from 'zod';
import { RULE_PREFIX } from '../contract/common';
import {
  formatMessage,
  validationMessages,
  type ValidationLanguage,
  type ValidationTexts,
} from '../../domain/messages/validation-messages';
import { AppError } from './errors';

/** Turns a field path into the name shown in a message: `shipping_address.zip` -> `Zip`. */
function fieldLabel(path: PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return 'Value';
  const words = last.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The spec rule a contract schema named in an issue's message (`rule:password`), if any. */
function specRule(issue: z.core.$ZodIssue): string | undefined {
  return issue.message?.startsWith(RULE_PREFIX) ? issue.message.slice(RULE_PREFIX.length) : undefined;
}

/** The text of a rule: password and phone as the spec words them; `confirmed` names the password; `fieldNotExists` and `characters` the field. */
function ruleMessage(rule: string, value: string, field: string, texts: ValidationTexts): string | undefined {
  if (rule === 'password') return texts.password;
  if (rule === 'fieldNotExists') return formatMessage(texts.fieldNotExists, { field });
  if (rule === 'characters') return formatMessage(texts.characters, { field });
  if (rule === 'phone') return formatMessage(texts.phone, { value });
  if (rule === 'confirmed') return formatMessage(texts.confirmed, { field: 'Password' });
  return undefined;
}

function issueMessage(issue: z.core.$ZodIssue, input: unknown, texts: ValidationTexts): string {
  const field = fieldLabel(issue.path);
  // Only a scalar is quoted back (the phone rule); an object may carry its own `toString` key, which String() would call.
  const value = input === null || typeof input === 'object' || typeof input === 'function' || input === undefined ? '' : String(input);
  const empty = input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
  if (empty && (issue.code === 'invalid_type' || issue.code === 'too_small' || issue.code === 'invalid_format')) {
    return formatMessage(texts.required, { field });
  }
  const rule = specRule(issue);
  const ruled = rule === undefined ? undefined : ruleMessage(rule, value, field, texts);
  if (ruled !== undefined) return ruled;
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

/** The value a client sent at a path; own properties only (a key `constructor` reads nothing inherited). */
function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * A failed union reports one issue holding every branch's issues: answer with the branch that came
 * closest (fewest issues; the first on a tie), so `{ email: 'x' }` is about the e-mail address and
 * not about the token the other branch wanted.
 */
function flattenUnions(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    if (closest.length === 0) return [issue];
    return flattenUnions(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}

/** A 422 AppError whose `fields` map each failing path (dot-separated) to a translated message. */
export function validationError(error: z.ZodError, input: unknown, lang: ValidationLanguage, prefix?: string): AppError {
  const texts = validationMessages[lang];
  const fields: Record<string, string> = {};
  for (const issue of flattenUnions(error.issues)) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    fields[path] ??= issueMessage(issue, valueAt(input, issue.path), texts);
  }
  return new AppError('invalid_data', 'validation_failed', { fields });
}
