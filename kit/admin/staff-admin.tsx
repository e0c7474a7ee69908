'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { StaffMember } from '../../api/contract/staff';
import type { Locale } from '../../domain/locale';
import { Notice } from '../ui/notice';
import { StaffCreateForm } from './staff-create-form';
import { say, StaffRow, type RoleTexts, type StaffTexts } from './staff-row';

/** A password the server made: shown once, focused so it is read out, with a copy button. */
function GeneratedPassword({ email, password, texts }: { email: string; password: string; texts: StaffTexts }) {
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => box.current?.focus(), [password]);
  return (
    <div ref={box} tabIndex={-1} role="region" aria-labelledby="staff-generated-title" className="flex flex-col items-start gap-2 border border-success/40 p-4 focus-visible:outline-2 focus-visible:outline-brand">
      <h2 id="staff-generated-title" className="text-sm font-semibold">
        {say(texts.generatedTitle, email)}
      </h2>
      <code data-testid="staff-generated-password" className="font-mono text-base break-all select-all">
        {password}
      </code>
      <p className="text-sm text-ink-soft">{texts.generatedHint}</p>
      <button type="button" onClick={() => void navigator.clipboard.writeText(password).then(() => setCopied(true))} className="h-9 border border-ink px-3 text-sm">
        {texts.copy}
      </button>
      <p aria-live="polite" className="text-sm text-success">
        {copied ? texts.copied : null}
      </p>
    </div>
  );
}

/**
 * The staff screen (admins only): every member of staff in a table with the actions an admin may
 * take, and a form to add one. Results are announced (a live region; failures as an alert); a
 * password the server made is shown once. Changing one's own role reloads: the screen may no
 * longer be theirs.
 */
export function StaffAdmin({ members, selfId, texts, roles, locale }: { members: StaffMember[]; selfId: number; texts: StaffTexts; roles: RoleTexts; locale: Locale }) {
  const [list, setList] = useState(members);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [secret, setSecret] = useState<{ email: string; password: string } | null>(null);
  const router = useRouter();

  function changed(member: StaffMember, message: string, password?: string | null) {
    if (member.id === selfId && member.role !== 'admin') {
      router.push('/admin');
      return;
    }
    setList((current) => current.map((row) => (row.id === member.id ? member : row)));
    setSecret(password ? { email: member.email, password } : null);
    setResult({ tone: 'success', text: message });
  }

  function added(member: StaffMember, password: string | null) {
    setList((current) => [...current, member]);
    setSecret(password ? { email: member.email, password } : null);
    setResult({ tone: 'success', text: say(texts.added, member.email) });
  }

  const failed = (text: string) => setResult({ tone: 'error', text });

  return (
    <div className="flex flex-col gap-8">
      <div aria-live="polite" className="empty:hidden">
        {result?.tone === 'success' ? <Notice tone="success">{result.text}</Notice> : null}
      </div>
      {result?.tone === 'error' ? (
        <Notice tone="error" role="alert">
          {result.text}
        </Notice>
      ) : null}
      {secret ? <GeneratedPassword email={secret.email} password={secret.password} texts={texts} /> : null}
      <section aria-labelledby="staff-list-title" className="flex flex-col gap-4">
        <h2 id="staff-list-title" className="font-display text-2xl">
          {texts.listTitle}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-ink text-left text-xs text-ink-muted">
                {(['member', 'role', 'totp', 'status', 'created', 'lastSignIn', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-normal">
                    {texts.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((member) => (
                <StaffRow key={member.id} member={member} self={member.id === selfId} texts={texts} roles={roles} locale={locale} onChanged={changed} onFailed={failed} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <StaffCreateForm texts={texts} roles={roles} locale={locale} onAdded={added} onFailed={failed} />
    </div>
  );
}
