'use client';

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type FormEvent } from 'react';
import type { CustomerErasure } from '../../../api/contract/customers-admin';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { dialogContentClass, dialogOverlayClass, DialogFooter, DialogHeader } from '../../ui/dialog';
import { Notice } from '../../ui/notice';
import { dangerButton, quietButton } from '../journal/journal-fields';
import { adminMessages, adminT } from '../messages';
import { customerErrorText, CustomerError, useEraseCustomer } from './customers-api';

/**
 * Erasing a customer: a button opens an alert dialog that asks for the customer's e-mail address
 * typed again (the API checks it too); the dialog stays open while the request runs and shows a
 * refusal in place. `onErased` gets what was erased.
 */
export function EraseCustomer({ id, email, locale, onErased }: { id: number; email: string; locale: Locale; onErased: (erasure: CustomerErasure) => void }) {
  const texts = adminMessages[locale].customers;
  const t = adminT(locale);
  const erase = useEraseCustomer(id, locale);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<{ field?: string; alert?: string }>({});
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return setProblem({ field: texts.eraseMismatch });
    setProblem({});
    erase.mutate(typed.trim(), {
      onSuccess: (erasure) => {
        setOpen(false);
        onErased(erasure);
      },
      onError: (error) => setProblem(error instanceof CustomerError && error.status === 422 ? { field: customerErrorText(error, texts) } : { alert: customerErrorText(error, texts) }),
    });
  };
  const change = (next: boolean) => {
    if (erase.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      setProblem({});
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Trigger className={`${dangerButton} self-start`}>{texts.eraseOpen}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={`${dialogContentClass} max-w-md sm:p-8`}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-5">
            <DialogHeader className="pr-0">
              <AlertDialog.Title className="font-display text-2xl leading-tight font-normal text-ink">{texts.eraseDialogTitle}</AlertDialog.Title>
              <AlertDialog.Description className="text-sm leading-relaxed text-ink-muted">{t('customers.eraseDialogText', { email })}</AlertDialog.Description>
            </DialogHeader>
            <Field id="erase-confirm-email" label={texts.eraseConfirm} error={problem.field} required>
              {(control) => <input {...control} type="email" autoComplete="off" spellCheck={false} required value={typed} onChange={(event) => setTyped(event.target.value)} className={fieldControlClass} />}
            </Field>
            {problem.alert ? (
              <Notice tone="error" role="alert">
                {problem.alert}
              </Notice>
            ) : null}
            <DialogFooter>
              <AlertDialog.Cancel type="button" className={quietButton} disabled={erase.isPending}>
                {texts.cancel}
              </AlertDialog.Cancel>
              <button type="submit" className={dangerButton} disabled={erase.isPending}>
                {erase.isPending ? texts.eraseBusy : texts.eraseSubmit}
              </button>
            </DialogFooter>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
