'use client';

import { ActionBar, Puck, type Config, type Data, type Overrides } from '@puckeditor/core';
import '@puckeditor/core/puck.css';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { AdminPage, PageDocument } from '../../../api/contract/composer';
import type { Locale } from '../../../domain/locale';
import { pageSlugIn } from '../../../domain/content/page-slugs';
import { adminFetch } from '../admin-api';
import { fromLocalInput, toLocalInput } from '../local-time';
import { composerTexts, type ComposerTexts } from './composer-texts';
import { fromPuckData, toPuckData, type PuckPage } from './document';
import { MoveBlockActions, MoveBlockButtons } from './move-block';
import { FieldProblem, ProblemsContext, useBlockProblems } from './problems';
import { defaultsFor, fieldsFor, type JsonSchema } from './schema-fields';

/** A block type as the palette offers it: the registry's schema (as JSON Schema), group, name and description. */
export interface PaletteBlock {
  type: string;
  group: string;
  name: string;
  description: string;
  schema: JsonSchema;
}

export interface ComposerProps {
  page: AdminPage;
  palette: PaletteBlock[];
  groups: { key: string; title: string }[];
  /** The back office's language (the editing language starts there too). */
  locale: Locale;
}

type SaveState = 'saved' | 'saving' | 'unsaved' | 'conflict' | 'error';

/** How long the composer waits after the last change before it saves (and the preview follows). */
const AUTOSAVE_MS = 400;

const viewports = [
  { key: 'phone', width: 390 },
  { key: 'tablet', width: 768 },
  { key: 'desktop', width: 1280 },
] as const;

/** The canvas card of a block: its name, what it shows, and how many problems it has in this language. */
function BlockCard({ id, name, summary, texts }: { id: string; name: string; summary: string; texts: ComposerTexts }) {
  const problems = Object.keys(useBlockProblems(id)).length;
  return (
    <div className={`my-2 border bg-white p-4 ${problems ? 'border-sale' : 'border-line'}`} data-block-card={id}>
      <p className="text-xs tracking-[0.14em] text-ink-muted uppercase">{name}</p>
      {summary ? <p className="mt-1 font-display text-lg text-ink">{summary}</p> : null}
      {problems ? <p className="mt-1 text-sm text-sale">{texts.blockProblems.replace('{{count}}', String(problems))}</p> : null}
    </div>
  );
}

interface PageVersion {
  version: number;
  created_at: string;
  staff_email: string | null;
  summary: string[];
}

const summaryOf = (props: Record<string, unknown>) => {
  for (const key of ['title', 'heading', 'text', 'subtitle']) if (typeof props[key] === 'string' && props[key]) return String(props[key]);
  const slides = props.slides;
  if (Array.isArray(slides) && slides[0] && typeof slides[0] === 'object' && typeof (slides[0] as Record<string, unknown>).title === 'string') return String((slides[0] as Record<string, unknown>).title);
  return '';
};

/**
 * The page composer: Puck edits the draft's blocks in one language at a time (the palette and each
 * block's fields come from the registry's schemas), every change is saved as the draft (with the
 * lock version it started from: a conflict is shown, never overwritten), and the preview beside it
 * is the storefront's own rendering of the saved draft at phone, tablet or desktop width.
 */
export function Composer({ page, palette, groups, locale }: ComposerProps) {
  const texts = useMemo(() => composerTexts(locale), [locale]);
  const call = useCallback((path: string, method: string, body?: unknown) => adminFetch(path, method, body, locale), [locale]);
  const [language, setLanguage] = useState<Locale>(locale);
  const [problems, setProblems] = useState(page.problems);
  const [status, setStatus] = useState(page.status);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [message, setMessage] = useState<string | null>(null);
  const [viewport, setViewport] = useState<(typeof viewports)[number]['key']>('phone');
  const [previewVersion, setPreviewVersion] = useState(0);
  const [draft, setDraft] = useState<PageDocument>(page.document);
  const documentRef = useRef<PageDocument>(page.document);
  // The document Puck starts from in each language: set when the language changes, not on every edit.
  const [initialData, setInitialData] = useState(() => toPuckData(page.document, locale) as unknown as Data);
  const lockRef = useRef(page.lock_version);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const savingRef = useRef<Promise<void>>(Promise.resolve());
  const [versions, setVersions] = useState<PageVersion[]>([]);
  const puckRoot = useRef<HTMLDivElement>(null);
  // Puck's loading spinner is a span with aria-label and no role (axe: aria-prohibited-attr): give it one.
  useEffect(() => {
    const root = puckRoot.current;
    if (!root) return;
    const name = () => root.querySelectorAll('span[aria-label]:not([role])').forEach((span) => span.setAttribute('role', 'img'));
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const [schedule, setSchedule] = useState({ publishAt: toLocalInput(page.publish_at), unpublishAt: toLocalInput(page.unpublish_at) });

  const loadVersions = useCallback(async () => {
    const answer = await call(`/pages/${page.id}/versions`, 'GET');
    if (answer.status === 200) setVersions(answer.body?.data as PageVersion[]);
  }, [call, page.id]);
  useEffect(() => {
    let live = true;
    call(`/pages/${page.id}/versions`, 'GET')
      .then((answer) => {
        if (live && answer.status === 200) setVersions(answer.body?.data as PageVersion[]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [call, page.id]);

  const refresh = useCallback(async () => {
    const answer = await call(`/pages/${page.id}`, 'GET');
    const data = answer.body?.data as AdminPage | undefined;
    if (data) {
      setProblems(data.problems);
      setStatus(data.status);
    }
    setPreviewVersion((version) => version + 1);
  }, [call, page.id]);

  const save = useCallback(async () => {
    setSaveState('saving');
    const answer = await call(`/pages/${page.id}/draft`, 'PUT', { lock_version: lockRef.current, document: documentRef.current });
    if (answer.status === 200) {
      lockRef.current = (answer.body?.data as { lock_version: number }).lock_version;
      setSaveState('saved');
      setMessage(null);
      await refresh();
    } else if (answer.status === 409) {
      setSaveState('conflict');
      setMessage(answer.body?.error?.message ?? texts.conflict);
    } else {
      setSaveState('error');
      const fields = answer.body?.error?.fields;
      setMessage([answer.body?.error?.message, ...Object.values(fields ?? {})].filter(Boolean).join(' · ') || texts.saveFailed);
    }
  }, [call, page.id, refresh, texts]);

  const onChange = useCallback(
    (data: Data) => {
      documentRef.current = fromPuckData(data as unknown as PuckPage, language, documentRef.current);
      setDraft(documentRef.current);
      if (saveState === 'conflict') return;
      setSaveState('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        savingRef.current = savingRef.current.then(save);
      }, AUTOSAVE_MS);
    },
    [language, save, saveState],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const publish = useCallback(async () => {
    clearTimeout(timer.current);
    if (saveState === 'unsaved') savingRef.current = savingRef.current.then(save);
    await savingRef.current;
    const answer = await call(`/pages/${page.id}/publish`, 'POST', { lock_version: lockRef.current });
    if (answer.status === 200) {
      setMessage(texts.published);
    } else if (answer.status === 409) {
      setSaveState('conflict');
      setMessage(answer.body?.error?.message ?? texts.conflict);
    } else {
      setMessage(answer.body?.error?.message ?? texts.saveFailed);
    }
    await refresh();
    await loadVersions();
  }, [call, page.id, refresh, save, saveState, texts, loadVersions]);

  const restoreVersion = useCallback(
    async (version: number) => {
      clearTimeout(timer.current);
      await savingRef.current;
      const answer = await call(`/pages/${page.id}/versions/${version}/restore`, 'POST', { lock_version: lockRef.current });
      if (answer.status === 200) window.location.reload();
      else setMessage(answer.body?.error?.message ?? texts.saveFailed);
    },
    [call, page.id, texts],
  );

  const saveSchedule = useCallback(async () => {
    clearTimeout(timer.current);
    await savingRef.current;
    const answer = await call(`/pages/${page.id}/schedule`, 'PUT', { lock_version: lockRef.current, publish_at: fromLocalInput(schedule.publishAt), unpublish_at: fromLocalInput(schedule.unpublishAt) });
    if (answer.status === 200) setMessage(texts.scheduleSaved);
    else setMessage([answer.body?.error?.message, ...Object.values(answer.body?.error?.fields ?? {})].filter(Boolean).join(' · ') || texts.saveFailed);
  }, [call, page.id, schedule, texts]);

  const config = useMemo<Config>(() => {
    const components = Object.fromEntries(
      palette.map((block) => [
        block.type,
        {
          label: block.name,
          fields: fieldsFor(block.schema, texts.fields),
          defaultProps: defaultsFor(block.schema),
          render: ({ id, ...props }: { id: string } & Record<string, unknown>) => <BlockCard id={id} name={block.name} summary={summaryOf(props)} texts={texts} />,
        },
      ]),
    );
    return {
      categories: Object.fromEntries(groups.map((group) => [group.key, { title: group.title, components: palette.filter((block) => block.group === group.key).map((block) => block.type) }])),
      components,
      root: {
        fields: {
          title: { type: 'text', label: texts.root.title },
          meta_title: { type: 'text', label: texts.root.metaTitle },
          meta_description: { type: 'textarea', label: texts.root.metaDescription },
          ...(page.system ? {} : { slug: { type: 'text', label: language === 'nl' ? texts.root.slug : texts.root.slugEn } }),
          layout: { type: 'select', label: texts.root.layout, options: (['default', 'checkout', 'empty'] as const).map((value) => ({ value, label: texts.layouts[value] })) },
        },
        render: ({ children }: { children: ReactNode }) => <div className="min-h-40 p-4">{children}</div>,
      },
    } as unknown as Config;
  }, [palette, groups, texts, page.system, language]);

  const overrides = useMemo<Partial<Overrides>>(() => {
    const withProblem = ({ children, name }: { children: ReactNode; name: string }) => (
      <div>
        {children}
        <FieldProblem name={name} />
      </div>
    );
    const withItemProblems = ({ children, name }: { children: ReactNode; name: string }) => (
      <div>
        {children}
        <FieldProblem name={name} items />
      </div>
    );
    return {
      // The composer's own bar publishes (after the last save); Puck's header keeps undo and redo.
      headerActions: () => <></>,
      // Reordering without dragging: up and down on the selected block, in its fields and on its action bar.
      fields: ({ children }: { children: ReactNode }) => (
        <>
          <MoveBlockButtons texts={texts.move} />
          {children}
        </>
      ),
      actionBar: ({ children, label, parentAction }: { children: ReactNode; label?: string; parentAction: ReactNode }) => (
        <ActionBar label={label}>
          <ActionBar.Group>
            {parentAction}
            <MoveBlockActions texts={texts.move} />
            {children}
          </ActionBar.Group>
        </ActionBar>
      ),
      fieldTypes: { text: withProblem, textarea: withProblem, number: withProblem, select: withProblem, radio: withProblem, richtext: withProblem, array: withItemProblems, object: withProblem },
      drawerItem: ({ name }: { children: ReactNode; name: string }) => {
        const block = palette.find((item) => item.type === name);
        return (
          <div className="border border-line bg-white px-3 py-2 text-left">
            <p className="text-sm font-semibold">{block?.name ?? name}</p>
            {block ? <p className="text-xs text-ink-muted">{block.description}</p> : null}
          </div>
        );
      },
    } as Partial<Overrides>;
  }, [palette, texts]);

  // Puck takes its data once per mount: a language switch mounts it again with that language's data.
  const switchLanguage = (next: Locale) => {
    setInitialData(toPuckData(draft, next) as unknown as Data);
    setLanguage(next);
  };
  const width = viewports.find((item) => item.key === viewport)!.width;
  const saveLabel = { saved: texts.saved, saving: texts.saving, unsaved: texts.unsaved, conflict: texts.conflictShort, error: texts.saveFailedShort }[saveState];
  const blocked = problems.length > 0 || saveState === 'conflict' || saveState === 'error';

  return (
    <ProblemsContext.Provider value={{ problems, language }}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-4 border border-line bg-surface px-4 py-3 text-sm">
          <div role="group" aria-label={texts.language} className="flex gap-1">
            {(['nl', 'en'] as const).map((item) => (
              <button key={item} type="button" aria-pressed={language === item} onClick={() => switchLanguage(item)} className="border border-line px-3 py-1 aria-pressed:bg-ink aria-pressed:text-canvas">
                {texts.languages[item]}
              </button>
            ))}
          </div>
          <p role="status" data-save-state={saveState} className="text-ink-soft">
            {texts.statusLabel}: {texts.statuses[status]} · {saveLabel}
          </p>
          <button type="button" onClick={() => void publish()} disabled={blocked} aria-describedby={problems.length ? 'composer-blocked' : undefined} className="ml-auto h-10 bg-ink px-5 text-canvas disabled:opacity-50">
            {texts.publish}
          </button>
        </div>
        {problems.length ? (
          <p id="composer-blocked" className="text-sm text-sale">
            {texts.cannotPublish.replace('{{count}}', String(problems.length))}
          </p>
        ) : null}
        {message ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 border border-line bg-surface px-4 py-3 text-sm">
            <span>{message}</span>
            {saveState === 'conflict' ? (
              <button type="button" className="underline" onClick={() => window.location.reload()}>
                {texts.reload}
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_440px]">
          {/* Puck's grey for small texts (#767676 on #fafafa, 4.35:1) darkened to meet WCAG AA. */}
          <div ref={puckRoot} className="min-h-[70vh] border border-line" style={{ '--puck-color-text-muted': '#5f5f5f' } as CSSProperties}>
            <Puck key={language} config={config} data={initialData} onChange={onChange} overrides={overrides} dictionary={texts.puck} height="70vh" iframe={{ enabled: false }} headerTitle={draft.translations[language].title} headerPath={`/${pageSlugIn(draft, language)}`} />
          </div>
          <section aria-label={texts.preview} className="flex flex-col gap-2">
            <div role="group" aria-label={texts.viewport} className="flex gap-1 text-sm">
              {viewports.map((item) => (
                <button key={item.key} type="button" aria-pressed={viewport === item.key} onClick={() => setViewport(item.key)} className="border border-line px-3 py-1 aria-pressed:bg-ink aria-pressed:text-canvas">
                  {texts.viewports[item.key]} ({item.width}px)
                </button>
              ))}
            </div>
            <div className="h-[70vh] overflow-auto border border-line bg-white">
              <iframe
                key={`${language}-${previewVersion}`}
                title={texts.previewTitle}
                src={`/admin/preview/${page.id}?lang=${language}&v=${previewVersion}`}
                style={{ width, height: '100%', maxWidth: 'none' }}
                data-preview-version={previewVersion}
              />
            </div>
          </section>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="composer-schedule" className="flex flex-col gap-3 border border-line bg-surface p-4 text-sm">
            <h2 id="composer-schedule" className="font-display text-xl">
              {texts.schedule}
            </h2>
            <label className="flex flex-col gap-1">
              {texts.publishAt}
              <input type="datetime-local" value={schedule.publishAt} onChange={(event) => setSchedule({ ...schedule, publishAt: event.target.value })} className="h-10 border border-line bg-canvas px-2" />
            </label>
            <label className="flex flex-col gap-1">
              {texts.unpublishAt}
              <input type="datetime-local" value={schedule.unpublishAt} onChange={(event) => setSchedule({ ...schedule, unpublishAt: event.target.value })} className="h-10 border border-line bg-canvas px-2" />
            </label>
            <button type="button" onClick={() => void saveSchedule()} className="h-10 self-start border border-ink px-4">
              {texts.saveSchedule}
            </button>
          </section>
          <section aria-labelledby="composer-versions" className="flex flex-col gap-3 border border-line bg-surface p-4 text-sm">
            <h2 id="composer-versions" className="font-display text-xl">
              {texts.versions}
            </h2>
            {versions.length === 0 ? <p className="text-ink-muted">{texts.noVersions}</p> : null}
            <ol className="flex flex-col gap-2">
              {versions.map((version) => (
                <li key={version.version} className="flex flex-wrap items-start justify-between gap-2 border-b border-line pb-2">
                  <div>
                    <p className="font-semibold">
                      {texts.version} {version.version} · {new Date(version.created_at).toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB', { timeZone: 'Europe/Amsterdam' })} · {version.staff_email ?? '–'}
                    </p>
                    <p className="text-ink-soft">{version.summary.join('; ')}</p>
                  </div>
                  <button type="button" onClick={() => void restoreVersion(version.version)} className="underline" aria-label={`${texts.restore} ${texts.version} ${version.version}`}>
                    {texts.restore}
                  </button>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </ProblemsContext.Provider>
  );
}
