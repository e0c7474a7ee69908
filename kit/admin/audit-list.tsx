import type { AuditEntry } from '../../api/contract/staff';
import type { Locale } from '../../domain/locale';
import { adminDateTime, adminT } from './messages';

/** The audit log, newest first, a page at a time (the link carries the last id seen). */
export function AuditList({ entries, nextBefore, locale }: { entries: AuditEntry[]; nextBefore: number | null; locale: Locale }) {
  const t = adminT(locale);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl">{t('audit.title')}</h1>
        <p className="text-sm text-ink-soft">{t('audit.intro')}</p>
      </div>
      {entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                {(['at', 'who', 'action', 'entity'] as const).map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                    {t(`audit.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-line">
                  <td className="py-2 pr-4 whitespace-nowrap">{adminDateTime(locale, entry.at, true)}</td>
                  <td className="py-2 pr-4">{entry.staff_email}</td>
                  <td className="py-2 pr-4 font-mono text-xs">{entry.action}</td>
                  <td className="py-2 pr-4 font-mono text-xs">
                    {entry.entity}
                    {entry.entity_id ? ` #${entry.entity_id}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextBefore ? (
        <a href={`/admin/audit?before=${nextBefore}`} className="self-start underline underline-offset-4">
          {t('audit.older')}
        </a>
      ) : null}
    </div>
  );
}
