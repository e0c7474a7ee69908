import { initialValues, type FieldSpec } from '../../domain/forms/form-rules';
import { AccountField } from './account-field';

export interface AccountFormCopyProps {
  /** Base of the field ids. */
  id: string;
  fields: FieldSpec[];
  labels: { submit: string; required: string; title: string };
  submitClassName: string;
}

/**
 * The server's copy of an AccountForm whose island loads later (kit/ui/idle-island.tsx): the
 * same markup with uncontrolled fields and the button disabled. No state, so it costs no script;
 * the island takes over what was typed.
 */
export function AccountFormCopy({ id, fields, labels, submitClassName }: AccountFormCopyProps) {
  const values = initialValues(fields);
  return (
    <form method="post" noValidate aria-label={labels.title} data-slot="account-form" className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">
      {fields.some((f) => f.required) ? (
        <p className="text-xs text-ink-muted sm:col-span-2" aria-hidden="true">
          {labels.required}
        </p>
      ) : null}
      {fields.map((spec) => (
        <AccountField key={spec.name} spec={spec} id={`${id}-${spec.name}`} value={values[spec.name] ?? ''} error={undefined} />
      ))}
      <div className="flex flex-col sm:col-span-2">
        <div role="status" data-slot="form-status" />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" data-slot="button" className={submitClassName} disabled>
            {labels.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
