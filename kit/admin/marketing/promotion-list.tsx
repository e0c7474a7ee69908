import type { ReactNode } from 'react';
import type { AdminCampaign, AdminPopup } from '../../../api/contract/marketing-admin';
import { plainText } from '../../../domain/html';
import type { Locale } from '../../../domain/locale';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { frequencyNames } from './frequency';

type Texts = (typeof adminMessages)['nl']['marketing'];
type Run = { active: boolean; starts_at: string | null; ends_at: string | null };

/** Where a popup or campaign stands at `now`: the storefront shows it only while `running`. */
export function runState({ active, starts_at, ends_at }: Run, now: number): keyof Texts['states'] {
  if (!active) return 'off';
  if (starts_at && Date.parse(starts_at) > now) return 'scheduled';
  if (ends_at && Date.parse(ends_at) <= now) return 'ended';
  return 'running';
}

function period({ starts_at, ends_at }: Run, texts: Texts, locale: Locale): string {
  if (!starts_at && !ends_at) return texts.always;
  return [starts_at ? `${texts.from} ${adminDateTime(locale, starts_at)}` : '', ends_at ? `${texts.until} ${adminDateTime(locale, ends_at)}` : ''].filter(Boolean).join(' ');
}

/** A campaign is named by its top bar text (or its popup's), as plain text; else by its number. */
function campaignName(campaign: AdminCampaign, locale: Locale): string {
  const texts = campaign.translations[locale];
  const text = plainText(texts.top_bar_text ?? texts.popup_text ?? texts.promotion_banner_text ?? '');
  return text ? (text.length > 60 ? `${text.slice(0, 59)}…` : text) : adminT(locale)('marketing.campaignName', { id: campaign.id });
}

const cell = 'border-b border-line px-3 py-2 align-top';

/** One table of popups or campaigns: each row's name links to its form. */
function PromotionTable({ caption, headings, rows, empty }: { caption: string; headings: string[]; rows: { key: number; cells: ReactNode[] }[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-ink-soft">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${cell} text-xs font-normal tracking-wide text-ink-muted uppercase`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((content, index) => (
                <td key={index} className={cell}>
                  {content}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The popups and the campaigns with their state, period and where they show, and the way to a new one. */
export function PromotionList({ popups, campaigns, locale, now }: { popups: AdminPopup[]; campaigns: AdminCampaign[]; locale: Locale; now: number }) {
  const texts = adminMessages[locale].marketing;
  const common = (item: Run & { pages: string[]; frequency: AdminPopup['frequency'] }) => [texts.states[runState(item, now)], period(item, texts, locale), item.pages.length ? item.pages.join(', ') : texts.everyPage, texts.frequencies[frequencyNames[item.frequency]]];
  const link = (href: string, label: string) => (
    <a href={href} className="underline underline-offset-4">
      {label}
    </a>
  );
  const section = (id: string, title: string, action: ReactNode, table: ReactNode) => (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {table}
    </section>
  );
  const newLink = (href: string, label: string) => (
    <a href={href} className="inline-flex h-10 items-center bg-ink px-4 text-sm text-canvas">
      {label}
    </a>
  );
  const columns = [texts.columns.state, texts.columns.period, texts.columns.pages, texts.columns.frequency];
  const parts = (campaign: AdminCampaign) => [campaign.is_top_bar_text && texts.parts.topBar, campaign.is_popup && texts.parts.popup, campaign.promotion_banner && texts.parts.banner].filter(Boolean).join(', ') || texts.none;

  return (
    <div className="flex flex-col gap-10">
      {section(
        'popups',
        texts.popupsTitle,
        newLink('/admin/marketing/popups/new', texts.newPopup),
        <PromotionTable
          caption={texts.popupsTitle}
          empty={texts.emptyPopups}
          headings={[texts.columns.name, ...columns, texts.columns.priority]}
          rows={popups.map((popup) => ({ key: popup.id, cells: [link(`/admin/marketing/popups/${popup.id}`, popup.translations[locale].title || popup.translations.nl.title || `#${popup.id}`), ...common(popup), popup.priority] }))}
        />,
      )}
      {section(
        'campaigns',
        texts.campaignsTitle,
        newLink('/admin/marketing/campaigns/new', texts.newCampaign),
        <PromotionTable
          caption={texts.campaignsTitle}
          empty={texts.emptyCampaigns}
          headings={[texts.columns.name, ...columns, texts.columns.parts]}
          rows={campaigns.map((campaign) => ({ key: campaign.id, cells: [link(`/admin/marketing/campaigns/${campaign.id}`, campaignName(campaign, locale)), ...common(campaign), parts(campaign)] }))}
        />,
      )}
    </div>
  );
}
