import type { FieldSpec } from '../../domain/forms/form-rules';
import { Field, fieldControlClass, fieldDescribedBy, fieldLabelClass, FieldNotes, RequiredMark, Select } from '../ui/field';
import { Radio } from '../ui/radio';

export interface AccountFieldProps {
  spec: FieldSpec;
  id: string;
  value: string | boolean;
  error: string | undefined;
  /** Absent in the server's copy of a form whose island loads later: the controls are then uncontrolled. */
  onChange?: (value: string | boolean) => void;
}

const inputTypes = { text: 'text', email: 'email', password: 'password', tel: 'tel', textarea: 'text' } as const;

/** One field of an account form: label with the required mark, control, hint and error, linked by ids. */
export function AccountField({ spec, id, value, error, onChange }: AccountFieldProps) {
  // The password requirement is its own hint: shown once, in red while it is the error.
  const hint = spec.hint && spec.hint !== error ? spec.hint : null;
  const describedBy = fieldDescribedBy(id, hint, error);
  const common = { id, name: spec.name, required: spec.required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const text = onChange
    ? { value: String(value), onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value) }
    : { defaultValue: String(value) };
  const marker = spec.required ? <RequiredMark /> : null;
  const span = spec.half ? '' : 'sm:col-span-2';
  const below = <FieldNotes id={id} hint={hint} error={error} />;

  if (spec.kind === 'checkbox') {
    return (
      <div className={`flex flex-col gap-1.5 ${span}`} data-slot="field">
        <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-3 text-sm text-ink">
          <input {...common} type="checkbox" {...(onChange ? { checked: value === true, onChange: (e) => onChange(e.currentTarget.checked) } : { defaultChecked: value === true })} className="size-5 shrink-0 accent-brand" />
          <span>
            {spec.label}
            {marker}
          </span>
        </label>
        {below}
      </div>
    );
  }
  if (spec.kind === 'radio') {
    return (
      <fieldset className={`flex flex-col gap-2 ${span}`} data-slot="field" aria-describedby={describedBy}>
        <legend className={`mb-2 ${fieldLabelClass}`}>
          {spec.label}
          {marker}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {spec.options?.map((option) => (
            <Radio key={option.value} name={spec.name} value={option.value} {...(onChange ? { checked: value === option.value, onChange: () => onChange(option.value) } : { defaultChecked: value === option.value })}>
              {option.label}
            </Radio>
          ))}
        </div>
        {below}
      </fieldset>
    );
  }
  const kind = spec.kind;
  return (
    <Field id={id} label={spec.label} required={spec.required} hint={hint} error={error} className={`flex flex-col gap-1.5 ${span}`}>
      {(control) => {
        const props = { ...control, name: spec.name, required: spec.required, ...text };
        if (kind === 'textarea') return <textarea {...props} rows={5} maxLength={spec.max} placeholder={spec.placeholder} className={`${fieldControlClass} h-auto min-h-32 resize-y py-2 leading-relaxed`} />;
        if (kind === 'select')
          return (
            <Select {...props} autoComplete={spec.autoComplete}>
              {spec.options?.map((option) => (
                <option key={option.value} value={option.value} lang={option.lang}>
                  {option.label}
                </option>
              ))}
            </Select>
          );
        return <input {...props} type={inputTypes[kind]} autoComplete={spec.autoComplete} placeholder={spec.placeholder} spellCheck={kind === 'text' ? undefined : false} className={fieldControlClass} />;
      }}
    </Field>
  );
}
