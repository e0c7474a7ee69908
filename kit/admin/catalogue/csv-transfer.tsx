'use client';

import { useRef, useState } from 'react';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { primaryButton, quietButton } from '../journal/journal-fields';
import { adminT } from '../messages';
import { CatalogueError, catalogueExportUrl, useCatalogueMutations, type CatalogueTexts } from './catalogue-api';

/** Where a problem of the import is, in words: `rows.4.cost` -> "Row 4, column cost". */
function placeOf(path: string, locale: Locale, texts: CatalogueTexts): string {
  const t = adminT(locale);
  const row = /^rows\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (row) return row[2] ? t('catalogue.csv.rowColumn', { row: row[1], column: row[2] }) : t('catalogue.csv.row', { row: row[1] });
  return path === 'header' ? texts.csv.header : texts.csv.fileProblem;
}

type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string; problems: [string, string][] } | null;

/** The catalogue as a CSV file: the download, and the import with every problem listed by row. */
export function CsvTransfer({ locale, texts }: { locale: Locale; texts: CatalogueTexts }) {
  const t = adminT(locale);
  const { importCsv } = useCatalogueMutations(locale);
  const file = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (form: HTMLFormElement) => {
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setOutcome({ tone: 'error', text: texts.csv.chooseFile, problems: [] });
      return;
    }
    setOutcome(null);
    try {
      const result = await importCsv.mutateAsync(await chosen.text());
      setOutcome({ tone: 'success', text: t('catalogue.csv.imported', { rows: result.rows, changed: result.changed, mails: result.restock_mails }) });
      form.reset();
    } catch (error) {
      if (error instanceof CatalogueError && error.status === 422) {
        setOutcome({ tone: 'error', text: texts.csv.invalid, problems: Object.entries(error.fields).map(([path, message]) => [placeOf(path, locale, texts), message]) });
      } else setOutcome({ tone: 'error', text: error instanceof CatalogueError && error.status === 413 ? texts.csv.tooLarge : texts.failed, problems: [] });
    }
  };

  return (
    <section aria-labelledby="catalogue-csv-title" className="flex flex-col gap-4 border border-line p-5">
      <h2 id="catalogue-csv-title" className="font-display text-2xl">
        {texts.csv.title}
      </h2>
      <div className="flex flex-col items-start gap-1.5">
        <a href={catalogueExportUrl(locale)} download className={`${quietButton} inline-flex items-center`}>
          {texts.csv.export}
        </a>
        <p className="text-xs text-ink-muted">{texts.csv.exportHint}</p>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
        className="flex flex-wrap items-end gap-4"
      >
        <Field id="catalogue-csv-file" label={texts.csv.file} hint={texts.csv.fileHint} className="flex max-w-xl flex-1 flex-col gap-1.5">
          {(control) => <input {...control} ref={file} type="file" accept=".csv,text/csv" className={`${fieldControlClass} py-2`} />}
        </Field>
        <button type="submit" className={primaryButton} disabled={importCsv.isPending}>
          {importCsv.isPending ? texts.csv.importing : texts.csv.submit}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {outcome?.tone === 'success' ? <Notice tone="success">{outcome.text}</Notice> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <Notice as="div" size="box" tone="error" role="alert">
          <p>{outcome.text}</p>
          {outcome.problems.length ? (
            <ul className="list-disc pl-5">
              {outcome.problems.map(([place, message]) => (
                <li key={`${place}-${message}`}>
                  {place}: {message}
                </li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
    </section>
  );
}
