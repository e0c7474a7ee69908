import { PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../accounts/account-rules';
import type { ValidationTexts } from '../messages/validation-messages';
import { isEmail } from '../accounts/email';

/**
 * The account forms' fields and the spec's validation rules (section 5) as plain data and pure
 * functions: the server describes a form, the island validates and sends it without zod.
 */
export type FieldKind = 'text' | 'email' | 'password' | 'tel' | 'checkbox' | 'select' | 'radio' | 'textarea';

export interface FieldOption {
  value: string;
  label: string;
  /** Language of the label (countries in their own language). */
  lang?: string;
}

export interface FieldSpec {
  /** The body key, also the key of the API's 422 `fields`. */
  name: string;
  /** The field's name in the page's language; also `{{field}}` in the messages. */
  label: string;
  kind: FieldKind;
  required?: boolean;
  min?: number;
  max?: number;
  /** Spec rules with their own text: e-mail ('{{value}} is incorrect'), phone, password (min 8). */
  rule?: 'email' | 'phone' | 'password';
  /** Must equal this other field (spec rule "confirmed"); the message names that field. */
  confirms?: string;
  /** Spec rule "fieldNotExists": the value must not be one of these, nor the value of these fields (a new password ≠ the current one). */
  notIn?: { values?: string[]; fields?: string[] };
  /** Spec rule "regex": the (trimmed) value must match this pattern (a RegExp source, whole value). */
  pattern?: string;
  /** Spec rule "required_if": required while another field has this value. */
  requiredIf?: { field: string; value: string | boolean };
  /** Spec rule "digits": exactly this many digits. */
  digits?: number;
  options?: FieldOption[];
  autoComplete?: string;
  placeholder?: string;
  /** Shown under the control while it has no error (e.g. the password requirement). */
  hint?: string;
  /** Half width from `sm` up (first and last name side by side). */
  half?: boolean;
  /** How the value is sent: trimmed text (default), the text as typed (passwords), or a number. */
  send?: 'text' | 'raw' | 'number';
  /** An empty optional value is left out (default) or sent as null (clears it on PUT). */
  empty?: 'omit' | 'null';
}

export type FormValues = Record<string, string | boolean>;
/** The texts of domain/messages/validation-messages.ts the forms use, with `{{field}}`, `{{n}}`, `{{value}}`. */
export type FormValidationTexts = Pick<
  ValidationTexts,
  'required' | 'min' | 'max' | 'password' | 'confirmed' | 'phone' | 'email' | 'fieldNotExists' | 'regex' | 'required_if' | 'digits'
>;

/** Fills `{{name}}` placeholders (the validation texts' syntax). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The message for one field, or null when it passes. */
export function validateField(spec: FieldSpec, values: FormValues, texts: FormValidationTexts, fields: FieldSpec[] = []): string | null {
  const raw = values[spec.name];
  if (spec.kind === 'checkbox') return spec.required && raw !== true ? format(texts.required, { field: spec.label }) : null;
  const typed = typeof raw === 'string' ? raw : '';
  const value = spec.send === 'raw' ? typed : typed.trim();
  if (value.trim() === '') {
    if (spec.required) return format(texts.required, { field: spec.label });
    const condition = spec.requiredIf;
    return condition && values[condition.field] === condition.value ? format(texts.required_if, { field: spec.label }) : null;
  }
  if (spec.rule === 'password' && value.length < PASSWORD_MIN_LENGTH) return texts.password;
  if (spec.min !== undefined && value.length < spec.min) return format(texts.min, { field: spec.label, n: spec.min });
  if (spec.max !== undefined && value.length > spec.max) return format(texts.max, { field: spec.label, n: spec.max });
  if (spec.rule === 'email' && !isEmail(value)) return format(texts.email, { value });
  if (spec.rule === 'phone' && !PHONE_PATTERN.test(value)) return format(texts.phone, { value });
  if (spec.digits !== undefined && !new RegExp(`^\\d{${spec.digits}}$`).test(value)) return format(texts.digits, { field: spec.label, n: spec.digits });
  if (spec.pattern !== undefined && !new RegExp(`^(?:${spec.pattern})$`).test(value)) return format(texts.regex, { field: spec.label });
  if (spec.notIn) {
    const taken = [...(spec.notIn.values ?? []), ...(spec.notIn.fields ?? []).map((name) => values[name]).filter((v): v is string => typeof v === 'string' && v !== '')];
    if (taken.includes(value)) return format(texts.fieldNotExists, { field: spec.label });
  }
  if (spec.confirms !== undefined && value !== values[spec.confirms]) {
    const target = fields.find((f) => f.name === spec.confirms);
    return format(texts.confirmed, { field: target?.label ?? spec.confirms });
  }
  return null;
}

/** Every failing field with its message, in the form's order. */
export function validateForm(fields: FieldSpec[], values: FormValues, texts: FormValidationTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const spec of fields) {
    const message = validateField(spec, values, texts, fields);
    if (message) errors[spec.name] = message;
  }
  return errors;
}

/** The JSON body of a valid form: trimmed texts, numbers, booleans; empty optional values omitted or null. */
export function formBody(fields: FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of fields) {
    const raw = values[spec.name];
    if (spec.kind === 'checkbox') {
      body[spec.name] = raw === true;
      continue;
    }
    const typed = typeof raw === 'string' ? raw : '';
    const value = spec.send === 'raw' ? typed : typed.trim();
    if (value === '') {
      if (spec.empty === 'null') body[spec.name] = null;
      continue;
    }
    body[spec.name] = spec.send === 'number' ? Number(value) : value;
  }
  return body;
}

/** Starting values: the given ones, else '' (false for checkboxes, the first option for radios). */
export function initialValues(fields: FieldSpec[], given: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const spec of fields) {
    values[spec.name] = given[spec.name] ?? (spec.kind === 'checkbox' ? false : spec.kind === 'radio' ? (spec.options?.[0]?.value ?? '') : '');
  }
  return values;
}
