import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Locale } from '../../domain/locale';
import { formatCm, formatInches, formatMm, formatUsRingSize } from '../../kit/format/size';
import { braceletRows, necklaceRows, ringSizeRows, type SizeSlug } from '../../domain/sizing/size-charts';

interface ChartProps {
  caption: string;
  columns: string[];
  /** Each row: its first cell (the row's header) and the others. */
  rows: { key: string | number; cells: ReactNode[] }[];
}

/** A size chart: a captioned table whose first column names each row. */
function Chart({ caption, columns, rows }: ChartProps) {
  return (
    <table data-slot="size-chart" className="w-full border-collapse text-sm tabular-nums">
      <caption className="mb-3 text-left text-xs font-medium tracking-[0.14em] text-ink-muted uppercase">{caption}</caption>
      <thead>
        <tr className="border-b border-ink-muted">
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 text-left align-bottom font-medium text-ink first:pl-0">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [first, ...rest] }) => (
          <tr key={key} className="border-b border-line even:bg-surface">
            <th scope="row" className="py-2 pr-3 text-left font-medium text-ink">
              {first}
            </th>
            {rest.map((cell, i) => (
              <td key={i} className="px-3 py-2 text-ink-soft">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The chart of one size slug, in the page's language. */
export function SizeChart({ slug, t, locale }: { slug: SizeSlug; t: TFunction; locale: Locale }) {
  switch (slug) {
    case 'ring-size':
      return (
        <Chart
          caption={t('sizeGuide.ring.caption')}
          columns={[t('sizeGuide.ring.eu'), t('sizeGuide.ring.diameter'), t('sizeGuide.ring.us'), t('sizeGuide.ring.uk')]}
          rows={ringSizeRows().map((row) => ({ key: row.eu, cells: [row.eu, formatMm(row.diameter, locale), formatUsRingSize(row.us), row.uk] }))}
        />
      );
    case 'necklace-size':
      return (
        <Chart
          caption={t('sizeGuide.necklace.caption')}
          columns={[t('sizeGuide.necklace.length'), t('sizeGuide.necklace.inches'), t('sizeGuide.necklace.fit')]}
          rows={necklaceRows().map((row) => ({ key: row.cm, cells: [formatCm(row.cm, locale), formatInches(row.inches, locale), t(`sizeGuide.necklace.fits.${row.fit}`)] }))}
        />
      );
    case 'bracelet-size':
      return (
        <Chart
          caption={t('sizeGuide.bracelet.caption')}
          columns={[t('sizeGuide.bracelet.wrist'), t('sizeGuide.bracelet.snug'), t('sizeGuide.bracelet.comfort'), t('sizeGuide.bracelet.loose')]}
          rows={braceletRows().map((row) => ({ key: row.wrist, cells: [formatCm(row.wrist, locale), formatCm(row.snug, locale), formatCm(row.comfort, locale), formatCm(row.loose, locale)] }))}
        />
      );
  }
}
