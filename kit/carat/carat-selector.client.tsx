'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { loadCaratTables } from './carat-tables';
import { fill } from '../format/fill';
import { formatCarat, formatStoneSize } from '../format/size';
import { nearestByWeight, nearestEntries, stoneFace, type CaratEntry, type CaratShape, type CaratTables } from '../../domain/carat/carat';
import { Button } from '../ui/button';
import type { CaratSelectorLabels } from './carat-labels';
import { ShapePicker } from './shape-picker';
import { TrueSize } from './true-size';
import { Notice } from '../ui/notice';

export interface CaratSelectorProps {
  /** Unique on the page: names the fields. */
  id: string;
  locale: Locale;
  /** Where the app serves the tables. */
  src: string;
  shapes: CaratShape[];
  shape: CaratShape;
  /** The size chosen at first (the table's nearest); without one, the size nearest 1 carat. */
  mm?: string;
  labels: CaratSelectorLabels;
}

type TablesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; tables: CaratTables };

/** The chosen entry: the one picked, else the CMS's size (nearest), else the size nearest 1 carat. */
function chosenEntry(table: CaratEntry[], picked: string | null, initial: string | undefined): CaratEntry | undefined {
  return table.find((entry) => entry.mm === picked) ?? (initial ? nearestEntries(table, initial)[0] : undefined) ?? nearestByWeight(table, 1);
}

/** Pick a shape and a size from its table: the carat weight and the stone at true size beside a 1 euro coin. */
export function CaratSelector({ id, locale, src, shapes, shape: initialShape, mm, labels }: CaratSelectorProps) {
  const [state, setState] = useState<TablesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [shape, setShape] = useState(initialShape);
  const [picked, setPicked] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let live = true;
    loadCaratTables(src).then(
      (tables) => live && setState({ status: 'ready', tables }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [src, attempt]);

  const table = state.status === 'ready' ? state.tables[shape] : [];
  const entry = chosenEntry(table, picked, mm);
  const size = entry ? formatStoneSize(entry.mm, locale) : '';
  const weight = entry ? formatCarat(entry.weight, locale) : '';
  const face = entry ? stoneFace(shape, entry.mm) : null;

  function chooseShape(next: CaratShape) {
    setShape(next);
    if (state.status !== 'ready' || !entry) return;
    // About the same weight in the new shape: how a carat looks in each shape.
    const same = nearestByWeight(state.tables[next], entry.weight);
    setPicked(same?.mm ?? null);
    if (same) setAnnouncement(`${labels.shapes[next]}: ${fill(labels.sizeValue, { size: formatStoneSize(same.mm, locale), weight: formatCarat(same.weight, locale) })}`);
  }

  function retry() {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }

  return (
    <div data-slot="carat-selector" className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
      <div className="flex flex-col gap-8">
        <ShapePicker name={`${id}-shape`} shapes={shapes} value={shape} onChange={chooseShape} labels={labels} />

        {state.status === 'error' ? (
          <Notice as="div" tone="error" size="box" role="alert" data-slot="carat-error">
            <p>{labels.loadError}</p>
            <Button intent="secondary" size="sm" onClick={retry}>
              {labels.retry}
            </Button>
          </Notice>
        ) : state.status === 'loading' || !entry ? (
          <div role="status" aria-busy="true" data-slot="carat-loading" className="flex flex-col gap-4">
            <span className="sr-only">{labels.loading}</span>
            <div aria-hidden="true" className="h-2 animate-pulse bg-line motion-reduce:animate-none" />
            <div aria-hidden="true" className="h-24 animate-pulse bg-line motion-reduce:animate-none" />
          </div>
        ) : (
          <div className="flex flex-col gap-6">
            <div className="flex flex-col gap-3">
              <label htmlFor={`${id}-size`} className="text-sm font-medium tracking-[0.14em] text-ink uppercase">
                {labels.size}
              </label>
              <input
                id={`${id}-size`}
                type="range"
                min={0}
                max={table.length - 1}
                step={1}
                value={table.indexOf(entry)}
                aria-valuetext={fill(labels.sizeValue, { size, weight })}
                onChange={(event) => setPicked(table[Number(event.target.value)]?.mm ?? null)}
                className="h-2 w-full cursor-pointer accent-brand"
              />
              <div aria-hidden="true" className="flex justify-between text-xs text-ink-muted">
                <span>{labels.smaller} · {formatStoneSize(table[0]!.mm, locale)}</span>
                <span>{formatStoneSize(table[table.length - 1]!.mm, locale)} · {labels.larger}</span>
              </div>
            </div>
            <dl data-slot="carat-result" className="grid grid-cols-2 gap-4 border-y border-line py-5">
              <div className="flex flex-col gap-1">
                <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.size}</dt>
                <dd className="font-display text-2xl whitespace-nowrap text-ink sm:text-3xl md:text-4xl">{size}</dd>
              </div>
              <div className="flex flex-col gap-1">
                <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.weight}</dt>
                <dd data-slot="carat-weight" className="font-display text-2xl whitespace-nowrap text-brand-strong sm:text-3xl md:text-4xl">
                  {weight}
                </dd>
              </div>
            </dl>
            <p className="text-sm leading-relaxed text-ink-muted">{labels.estimate}</p>
          </div>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>

      <TrueSize
        stone={entry && face ? { shape, ...face, size } : null}
        label={entry ? fill(labels.figure, { shape: labels.shapes[shape], size }) : labels.coin}
        coin={labels.coin}
        title={labels.trueSize}
        note={labels.trueSizeNote}
      />
    </div>
  );
}
