'use client';

import { useEffect, useRef, useState } from 'react';
import type { AdminVariant } from '../../../api/contract/catalogue-admin';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass, fieldDescribedBy, FieldNotes } from '../../ui/field';
import { fieldId, SaveStatus, TextInput, type FieldErrors, type SaveState } from '../form-parts';
import { primaryButton, quietButton } from '../journal/journal-fields';
import { fromLocalInput, toLocalInput } from '../local-time';
import { adminT } from '../messages';
import { CatalogueError, useCatalogueMutations, type CatalogueTexts } from './catalogue-api';

const PREFIX = 'product';

/** A product's sale (percent, optional end) and publishing, from one of its variants' rows; a 422 marks its fields. */
export function ProductPanel({ product, locale, texts, onClose }: { product: AdminVariant; locale: Locale; texts: CatalogueTexts; onClose: () => void }) {
  const t = adminT(locale);
  const p = texts.product;
  const [percent, setPercent] = useState(String(product.sale_value));
  const [endsAt, setEndsAt] = useState<string | null>(product.sale_ends_at);
  const [active, setActive] = useState(product.product_active);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>(null);
  const { saveProduct } = useCatalogueMutations(locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `${PREFIX}-panel-title`;
  const activeId = fieldId(PREFIX, 'active');

  // The panel opens above the list: move focus to its heading so a screen reader hears it.
  useEffect(() => heading.current?.focus(), []);

  const submit = async () => {
    const typed = percent.trim();
    if (!/^\d{1,3}$/.test(typed)) {
      setErrors({ 'sale.value': texts.wholeNumber });
      setState({ tone: 'error', text: p.invalid });
      return;
    }
    const value = Number(typed);
    setState({ tone: 'info', text: texts.saving });
    try {
      // No sale, no end date: an end left in the field is dropped with the sale.
      await saveProduct.mutateAsync({ id: product.product_id, edit: { sale: { value, ends_at: value === 0 ? null : endsAt }, active } });
      setErrors({});
      setState({ tone: 'success', text: p.saved });
    } catch (error) {
      setErrors(error instanceof CatalogueError ? error.fields : {});
      setState({ tone: 'error', text: error instanceof CatalogueError && error.status === 422 ? p.invalid : texts.failed });
    }
  };

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4 border border-line p-5"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="font-display text-2xl">
        {t('catalogue.productSettingsOf', { title: product.title })}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput prefix={PREFIX} path="sale.value" label={p.salePercent} hint={p.salePercentHint} value={percent} onChange={setPercent} errors={errors} />
        <Field id={fieldId(PREFIX, 'sale.ends_at')} label={p.saleEndsAt} hint={p.saleEndsAtHint} error={errors['sale.ends_at']}>
          {(control) => <input {...control} type="datetime-local" value={toLocalInput(endsAt)} onChange={(event) => setEndsAt(fromLocalInput(event.target.value))} className={fieldControlClass} />}
        </Field>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <input id={activeId} type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} aria-describedby={fieldDescribedBy(activeId, undefined, errors.active)} className="size-4" />
          <label htmlFor={activeId} className="text-sm">
            {p.active}
          </label>
        </div>
        <FieldNotes id={activeId} error={errors.active} />
      </div>
      <SaveStatus state={state} texts={{ reload: '' }} />
      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={saveProduct.isPending}>
          {saveProduct.isPending ? texts.saving : p.save}
        </button>
        <button type="button" className={quietButton} onClick={onClose}>
          {p.close}
        </button>
      </div>
    </form>
  );
}
