'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { fetchCatalogPage } from '../../kit/catalogue/catalog-page';
import type { CatalogRequest } from '../../domain/catalogue/query';

/** Wait this long after the last change before counting (arrow keys move through a group quickly). */
const DEBOUNCE_MS = 250;

const skuKeys = { categories: 'categories_sku', head_styles: 'head_styles_sku', stone_shapes: 'stone_shapes_sku', materials: 'materials_sku' } as const;

/** The catalogue query counting the form's current choice: each chosen value's SKU (`data-sku`), one product a page. */
function countRequest(form: HTMLFormElement): CatalogRequest {
  const request: CatalogRequest = { count: 1 };
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-sku]')) {
    const key = skuKeys[input.name as keyof typeof skuKeys];
    if (!key || (input.type === 'radio' && !input.checked)) continue;
    request[key] = [...(request[key] ?? []), input.dataset.sku!];
  }
  return request;
}

/** "No preference" sends nothing: the catalogue URL gets no empty `stone_shapes=`. */
function dropEmptyValues(event: FormDataEvent) {
  for (const key of new Set(event.formData.keys())) {
    if (event.formData.getAll(key).every((value) => value === '')) event.formData.delete(key);
  }
}

export interface ConfiguratorCountProps {
  locale: Locale;
  /** `one` and `other` with `{count}`. */
  labels: { one: string; other: string; none: string; all: string };
  /** The catalogue without the choice (the category only). */
  allHref: string;
}

/**
 * The live number of pieces matching the form's choice, counted on load and, debounced, after
 * each change. None: a clear text, the form's submit button disabled and a link to the whole
 * category. A failed count shows nothing and leaves the button alone. The button itself is
 * server HTML, so the form works before and without this island.
 */
export function ConfiguratorCount({ locale, labels, allHref }: ConfiguratorCountProps) {
  const root = useRef<HTMLDivElement>(null);
  const [total, setTotal] = useState<number | null>(null);

  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const count = () => {
      controller?.abort();
      const current = (controller = new AbortController());
      fetchCatalogPage(countRequest(form), { lang: locale, signal: current.signal }).then(
        (response) => setTotal(response.meta.total),
        () => {
          if (!current.signal.aborted) setTotal(null);
        },
      );
    };
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(count, DEBOUNCE_MS);
    };
    count();
    form.addEventListener('change', onChange);
    form.addEventListener('formdata', dropEmptyValues);
    return () => {
      clearTimeout(timer);
      controller?.abort();
      form.removeEventListener('change', onChange);
      form.removeEventListener('formdata', dropEmptyValues);
    };
  }, [locale]);

  // In the same commit as the text: never "none" beside a live button.
  useLayoutEffect(() => {
    const submit = root.current?.closest('form')?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit) submit.disabled = total === 0;
  }, [total]);

  const text = total === null ? '' : total === 0 ? labels.none : (total === 1 ? labels.one : labels.other).replace('{count}', String(total));
  return (
    <div ref={root} data-slot="configurator-count" className="flex flex-col gap-1 text-sm">
      <p role="status" className="min-h-5 text-ink-soft">
        {text}
      </p>
      {total === 0 ? (
        <a href={allHref} className="w-fit text-brand underline decoration-1 underline-offset-4 hover:text-brand-strong">
          {labels.all}
        </a>
      ) : null}
    </div>
  );
}
