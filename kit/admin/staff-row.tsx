'use client';

import { useState, type FormEvent } from 'react';
import type { StaffMember, StaffWithPassword } from '../../api/contract/staff';
import type { Locale } from '../../domain/locale';
import { formatMessage } from '../../domain/messages/validation-messages';
import { STAFF_PASSWORD_MIN_LENGTH, staffRoles, type StaffRole } from '../../domain/staff/staff-rules';
import { FieldError } from '../ui/field';
import { adminFetch } from './admin-api';
import { adminDateTime, type adminMessages } from './messages';

export type StaffTexts = (typeof adminMessages)['nl']['staff'];
export type RoleTexts = (typeof adminMessages)['nl']['roles'];

/** What a row reports to the screen: the member as the API now has it and what to announce, or a failure's text. */
export interface StaffRowEvents {
  onChanged: (member: StaffMember, message: string, password?: string | null) => void;
  onFailed: (message: string) => void;
}

export const say = (text: string, email: string) => formatMessage(text, { email });
const smallButton = 'h-9 border border-ink px-3 text-sm disabled:opacity-50';
const smallControl = 'h-9 border border-line bg-canvas px-2 text-sm aria-invalid:border-sale';

/** One member of staff with the admin's actions: role, disable/enable, a new password, reset two-step verification. */
export function StaffRow({ member, self, texts, roles, locale, onChanged, onFailed }: { member: StaffMember; self: boolean; texts: StaffTexts; roles: RoleTexts; locale: Locale } & StaffRowEvents) {
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const key = `staff-${member.id}`;

  /** Sends one change; the answer's member replaces the row, a failure goes to the screen's alert. */
  async function change(method: string, path: string, body: unknown, success: string) {
    setBusy(true);
    const answer = await adminFetch<StaffMember | StaffWithPassword>(path, method, body, locale);
    setBusy(false);
    const data = answer.body?.data;
    if (answer.status === 200 && data) {
      setPasswordError(null);
      if ('staff' in data) onChanged(data.staff, say(success, member.email), data.password);
      else onChanged(data, say(success, member.email));
      return;
    }
    const fieldProblem = answer.body?.error?.fields?.password;
    if (fieldProblem) setPasswordError(fieldProblem);
    else onFailed(answer.body?.error?.message ?? texts.failed);
  }

  function submitRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const role = String(new FormData(event.currentTarget).get('role')) as StaffRole;
    void change('PATCH', `/staff/${member.id}`, { role }, texts.changed);
  }

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    void change('POST', `/staff/${member.id}/password`, password ? { password } : {}, texts.passwordSet).then(() => form.reset());
  }

  return (
    <tr data-testid={key} className="border-b border-line align-top">
      <th scope="row" className="py-3 pr-4 text-left font-normal">
        <span className="block font-medium">{member.email}</span>
        <span className="block text-xs text-ink-soft">
          {member.name} {self ? texts.you : null}
        </span>
      </th>
      <td className="py-3 pr-4">
        <form onSubmit={submitRole} className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${key}-role`} className="sr-only">
            {say(texts.roleOf, member.email)}
          </label>
          <select id={`${key}-role`} name="role" defaultValue={member.role} key={member.role} className={smallControl}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roles[role]}
              </option>
            ))}
          </select>
          <button type="submit" disabled={busy} className={smallButton}>
            {texts.changeRole}
          </button>
        </form>
      </td>
      <td className="py-3 pr-4">{member.totp_enabled ? texts.on : texts.off}</td>
      <td className="py-3 pr-4">{member.disabled ? texts.disabledState : texts.enabled}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{adminDateTime(locale, member.created_at)}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{member.last_sign_in_at ? adminDateTime(locale, member.last_sign_in_at) : texts.never}</td>
      <td className="py-3">
        <div className="flex flex-col items-start gap-2">
          {self ? null : (
            <button type="button" disabled={busy} onClick={() => void change('PATCH', `/staff/${member.id}`, { disabled: !member.disabled }, texts.changed)} className={smallButton}>
              {member.disabled ? texts.enable : texts.disable}
            </button>
          )}
          {member.totp_enabled ? (
            <button type="button" disabled={busy} onClick={() => void change('DELETE', `/staff/${member.id}/totp`, undefined, texts.totpReset)} className={smallButton}>
              {texts.resetTotp}
            </button>
          ) : null}
          <details open={passwordError ? true : undefined}>
            <summary className="cursor-pointer text-sm underline underline-offset-4">{texts.newPassword}</summary>
            <form onSubmit={submitPassword} className="mt-2 flex max-w-64 flex-col gap-1.5">
              <label htmlFor={`${key}-password`} className="text-xs text-ink-muted">
                {say(texts.passwordFor, member.email)}
              </label>
              <input
                id={`${key}-password`}
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={STAFF_PASSWORD_MIN_LENGTH}
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={`${key}-password-hint${passwordError ? ` ${key}-password-error` : ''}`}
                className={`${smallControl} w-full`}
              />
              <p id={`${key}-password-hint`} className="text-xs text-ink-muted">
                {texts.passwordHint}
              </p>
              {passwordError ? <FieldError id={`${key}-password-error`}>{passwordError}</FieldError> : null}
              <button type="submit" disabled={busy} className={`${smallButton} self-start`}>
                {texts.setPassword}
              </button>
            </form>
          </details>
        </div>
      </td>
    </tr>
  );
}
