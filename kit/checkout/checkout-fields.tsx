import type { ReactNode } from 'react';
import type { FieldSpec, FormValues } from '../../domain/forms/form-rules';
import { AccountField } from '../forms/account-field';

export interface CheckoutFieldsProps {
  legend: string;
  /** Under the legend (why we ask). */
  description?: ReactNode;
  fields: readonly FieldSpec[];
  values: FormValues;
  /** Per field name, already translated (the client's rules or the API's 422). */
  errors: Record<string, string>;
  /** Makes ids unique when one page shows the same fields twice (shipping and billing). */
  idPrefix: string;
  onChange: (name: string, value: string | boolean) => void;
  /** Above the fields (saved addresses to pick). */
  children?: ReactNode;
}

/**
 * A group of checkout fields (contact, shipping or billing address) described as data, like the
 * account forms: the same field part, labels, required marks, hints and error texts. The island
 * owns the values and the validation.
 */
export function CheckoutFields({ legend, description, fields, values, errors, idPrefix, onChange, children }: CheckoutFieldsProps) {
  return (
    <fieldset data-slot="checkout-fields" className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 font-display text-xl text-ink">{legend}</legend>
      {description ? <div className="-mt-1 text-sm text-ink-soft">{description}</div> : null}
      {children}
      <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">
        {fields.map((spec) => (
          <AccountField key={spec.name} spec={spec} id={`${idPrefix}-${spec.name}`} value={values[spec.name] ?? ''} error={errors[spec.name]} onChange={(value) => onChange(spec.name, value)} />
        ))}
      </div>
    </fieldset>
  );
}
