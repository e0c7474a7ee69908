'use client';

import { useState, type FormEvent } from 'react';
import type { StaffMember, StaffWithPassword } from '../../api/contract/staff';
import { locales, type Locale } from '../../domain/locale';
import { STAFF_PASSWORD_MIN_LENGTH, staffRoles } from '../../domain/staff/staff-rules';
import { Field, fieldControlClass, Select } from '../ui/field';
import { adminFetch } from './admin-api';
import type { RoleTexts, StaffTexts } from './staff-row';

/** The form's fields as the API names them; a field left empty is left out (name: the address's local part; password: made by the server). */
function requestOf(form: HTMLFormElement): Record<string, string> {
  const entries = [...new FormData(form).entries()].map(([name, value]) => [name, String(value)] as const);
  return Object.fromEntries(entries.filter(([, value]) => value.trim() !== ''));
}

/** Adds a member of staff: e-mail address, name, role, language and (optionally) a password; the API's field problems show at their fields. */
export function StaffCreateForm({ texts, roles, locale, onAdded, onFailed }: { texts: StaffTexts; roles: RoleTexts; locale: Locale; onAdded: (member: StaffMember, password: string | null) => void; onFailed: (message: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const answer = await adminFetch<StaffWithPassword>('/staff', 'POST', requestOf(form), locale);
    setBusy(false);
    const error = answer.body?.error;
    if (answer.status === 201 && answer.body?.data) {
      setErrors({});
      form.reset();
      onAdded(answer.body.data.staff, answer.body.data.password);
    } else if (error?.code === 'staff_exists') {
      // The address is the field at fault: say so there.
      setErrors({ email: error.message });
    } else {
      setErrors(error?.fields ?? {});
      if (!error?.fields) onFailed(error?.message ?? texts.failed);
    }
  }

  return (
    <section aria-labelledby="staff-add-title" className="flex flex-col gap-4 border border-line bg-surface p-4">
      <h2 id="staff-add-title" className="font-display text-2xl">
        {texts.addTitle}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field id="staff-new-email" label={texts.email} error={errors.email} required>
          {(control) => <input {...control} name="email" type="email" autoComplete="off" required className={fieldControlClass} />}
        </Field>
        <Field id="staff-new-name" label={texts.name} hint={texts.nameHint} error={errors.name}>
          {(control) => <input {...control} name="name" autoComplete="off" className={fieldControlClass} />}
        </Field>
        <Field id="staff-new-role" label={texts.role} error={errors.role} required>
          {(control) => (
            <Select {...control} name="role" defaultValue="merchandiser" required>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {roles[role]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="staff-new-language" label={texts.language} error={errors.language}>
          {(control) => (
            <Select {...control} name="language" defaultValue={locale}>
              {locales.map((language) => (
                <option key={language} value={language}>
                  {texts.languages[language]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="staff-new-password" label={texts.password} hint={texts.createHint} error={errors.password}>
          {(control) => <input {...control} name="password" type="password" autoComplete="new-password" minLength={STAFF_PASSWORD_MIN_LENGTH} className={fieldControlClass} />}
        </Field>
        <div className="flex items-end">
          <button type="submit" disabled={busy} className="h-11 bg-ink px-5 text-sm text-canvas disabled:opacity-50">
            {busy ? texts.busy : texts.add}
          </button>
        </div>
      </form>
    </section>
  );
}
