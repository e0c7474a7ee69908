import { fill } from '../format/fill';
import { cn } from '../ui/cn';
import { ChevronDownIcon, ChevronRightIcon } from '../ui/icons';
import { MegaMenuItem } from './mega-menu-item';
import { hasUrl, type LinkComponent, type MenuEntry, type MenuLink } from './menu-link';

export interface MegaMenuLabels {
  /** The navigation's name: "Hoofdmenu". */
  menu: string;
  /** The toggle's name, `{title}` the entry's: "Submenu {title}". */
  submenu: string;
  /** Above the featured card's link: "Uitgelicht". */
  featured: string;
  /** Under it, as a call to action: "Bekijken". */
  discover: string;
}

export interface MegaMenuProps {
  items: MenuEntry[];
  labels: MegaMenuLabels;
  linkAs?: LinkComponent;
  className?: string;
}

const topLink = 'inline-flex items-center rounded px-2 py-2 text-sm tracking-wide whitespace-nowrap text-ink-soft transition-colors hover:text-ink xl:px-3';
const toggleBase = 'inline-flex cursor-pointer items-center gap-1 text-sm tracking-wide whitespace-nowrap text-ink-soft transition-colors hover:text-ink aria-expanded:text-ink';

/**
 * The desktop main menu (from lg, 992 px): entries with children open a full-width panel under the
 * header, the children in columns beside a featured card.
 *
 * The featured card: menu items carry no image (id, title, url, children), so the card is the
 * first child as a highlighted link ("Alle ringen"); the other children fill the columns. An image
 * field in the CMS menu would go on that card.
 *
 * Server-rendered: every link is in the HTML (search engines, no JavaScript), hovering opens a
 * panel by CSS. The client part is `MegaMenuItem`, a disclosure button (`aria-expanded`) that only
 * opens and closes — chosen over Radix NavigationMenu, which would add about 13 KB gzip of
 * first-load JavaScript to every page. Links without a URL are left out; an entry without one but
 * with children is a toggle only.
 */
export function MegaMenu({ items, labels, linkAs: Link = 'a', className }: MegaMenuProps) {
  const entries = items.filter((item) => hasUrl(item) || item.children.some(hasUrl));
  if (entries.length === 0) return null;
  return (
    <nav aria-label={labels.menu} data-slot="mega-menu" className={cn('flex self-stretch', className)}>
      <ul className="flex items-stretch gap-0.5 xl:gap-1">
        {entries.map((item) => {
          const [featured, ...rest] = item.children.filter(hasUrl);
          const link = hasUrl(item) ? (
            <Link href={item.url} className={cn(topLink, featured && 'pr-0.5 group-data-[state=open]/mega:text-ink xl:pr-1')}>
              {item.title}
            </Link>
          ) : null;
          if (!featured) {
            return (
              <li key={item.id} className="flex items-center">
                {link}
              </li>
            );
          }
          const panelId = `mega-menu-panel-${item.id}`;
          const chevron = <ChevronDownIcon className="size-3.5 transition-transform group-data-[state=open]/mega:rotate-180 motion-reduce:transition-none" />;
          return (
            <MegaMenuItem
              key={item.id}
              link={link}
              toggle={link ? chevron : <>{item.title}{chevron}</>}
              toggleLabel={link ? fill(labels.submenu, { title: item.title }) : undefined}
              toggleClassName={cn(toggleBase, link ? 'rounded-full p-1.5 hover:bg-brand-soft' : 'rounded px-2 py-2 xl:px-3')}
              panelId={panelId}
              panel={<MegaMenuPanel id={panelId} title={item.title} featured={featured} rest={rest} labels={labels} linkAs={Link} />}
            />
          );
        })}
      </ul>
    </nav>
  );
}

interface MegaMenuPanelProps {
  id: string;
  title: string;
  featured: MenuLink;
  rest: MenuLink[];
  labels: MegaMenuLabels;
  linkAs: LinkComponent;
}

function MegaMenuPanel({ id, title, featured, rest, labels, linkAs: Link }: MegaMenuPanelProps) {
  return (
    // The panel and its links are utilities in host/app/globals.css (mega-panel, mega-link): every
    // page carries the three panels, in the HTML and again in the RSC payload.
    <div id={id} data-slot="mega-menu-panel" className="mega-panel">
      <div className="mx-auto grid max-w-container grid-cols-[minmax(0,1fr)_18rem] gap-10 px-6 py-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        {rest.length > 0 ? (
          <div className="self-start">
            <p aria-hidden="true" className="mb-3 text-xs font-semibold tracking-widest text-ink-muted uppercase">
              {title}
            </p>
            {/* Columns of up to four links, filled top to bottom. */}
            <ul className="grid grid-flow-col grid-rows-[repeat(4,auto)] justify-start gap-x-12">
              {rest.map((child) => (
                <li key={child.id} className="min-w-40">
                  <Link href={child.url} className="mega-link">
                    {child.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <span />
        )}
        {/* One link whose ::after covers the card: its name is the child's title alone. */}
        <div
          data-slot="mega-menu-featured"
          className="group/card relative flex min-h-36 flex-col justify-end gap-1 bg-brand-soft p-6 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
        >
          <p className="text-xs font-semibold tracking-widest text-brand-strong uppercase">{labels.featured}</p>
          <Link href={featured.url} className="font-display text-2xl text-ink after:absolute after:inset-0 focus-visible:outline-none">
            {featured.title}
          </Link>
          <p aria-hidden="true" className="inline-flex items-center gap-1 text-sm text-ink-soft group-hover/card:text-ink">
            {labels.discover}
            <ChevronRightIcon className="size-4" />
          </p>
        </div>
      </div>
    </div>
  );
}
