import type { FieldSpec } from '../rules/account-form';
import { FieldError, fieldControlClass, fieldLabelClass } from '../ui/field-error';

export interface AccountFieldProps {
  spec: FieldSpec;
  id: string;
  value: string | boolean;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}

const inputTypes = { text: 'text', email: 'email', password: 'password', tel: 'tel' } as const;

/** One field of an account form: label with the required mark, control, hint and error, linked by ids. */
export function AccountField({ spec, id, value, error, onChange }: AccountFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The password requirement is its own hint: shown once, in red while it is the error.
  const hint = spec.hint && spec.hint !== error ? spec.hint : null;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = { id, name: spec.name, required: spec.required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const marker = spec.required ? (
    <span aria-hidden="true" className="ml-0.5 text-sale">
      *
    </span>
  ) : null;
  const span = spec.half ? '' : 'sm:col-span-2';
  const below = (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );

  if (spec.kind === 'checkbox') {
    return (
      <div className={`flex flex-col gap-1.5 ${span}`} data-slot="field">
        <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-3 text-sm text-ink">
          <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} className="size-5 shrink-0 accent-brand" />
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
            <label key={option.value} className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink">
              <input type="radio" name={spec.name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="size-4 accent-brand" />
              {option.label}
            </label>
          ))}
        </div>
        {below}
      </fieldset>
    );
  }
  return (
    <div className={`flex flex-col gap-1.5 ${span}`} data-slot="field">
      <label htmlFor={id} className={fieldLabelClass}>
        {spec.label}
        {marker}
      </label>
      {spec.kind === 'select' ? (
        <select {...common} value={String(value)} autoComplete={spec.autoComplete} onChange={(e) => onChange(e.currentTarget.value)} className={fieldControlClass}>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={inputTypes[spec.kind]}
          value={String(value)}
          autoComplete={spec.autoComplete}
          placeholder={spec.placeholder}
          spellCheck={spec.kind === 'text' ? undefined : false}
          onChange={(e) => onChange(e.currentTarget.value)}
          className={fieldControlClass}
        />
      )}
      {below}
    </div>
  );
}
