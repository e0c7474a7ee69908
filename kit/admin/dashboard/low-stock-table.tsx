import type { AdminDashboard } from '../../../api/contract/dashboard-admin';
import type { Locale } from '../../../domain/locale';
import { adminMessages, adminT } from '../messages';
import { formatCount } from './dashboard-format';

/** The variants with the least stock (the API's ten lowest) and how many are low in all. */
export function LowStockTable({ lowStock, locale, headingId }: { lowStock: AdminDashboard['low_stock']; locale: Locale; headingId: string }) {
  const texts = adminMessages[locale].dashboard;
  const t = adminT(locale);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl">
        {texts.lowStockTitle}
      </h2>
      {lowStock.items.length === 0 ? (
        <p className="text-sm">{texts.lowStockNone}</p>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{t('dashboard.lowStockIntro', { count: lowStock.count, threshold: lowStock.threshold })}</p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm" data-testid="low-stock">
              <caption className="sr-only">{texts.lowStockCaption}</caption>
              <thead>
                <tr className="border-b border-ink">
                  <th scope="col" className="py-2 pr-4 font-normal text-ink-muted">
                    {texts.lowStockColumns.title}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-normal text-ink-muted">
                    {texts.lowStockColumns.sku}
                  </th>
                  <th scope="col" className="py-2 text-right font-normal text-ink-muted">
                    {texts.lowStockColumns.stock}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lowStock.items.map((item) => (
                  <tr key={item.configuration_id} className="border-b border-line">
                    <th scope="row" className="py-2 pr-4 text-left font-normal">
                      {item.title}
                    </th>
                    <td className="py-2 pr-4 font-mono text-xs">{item.sku}</td>
                    <td className={`py-2 text-right tabular-nums ${item.stock_qty === 0 ? 'font-semibold text-sale' : ''}`}>{formatCount(item.stock_qty, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
