import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem {
  id: string;
  title: ReactNode;
}

export interface TabListProps {
  /** Name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Prefix of the tabs' and panels' ids (`tabId`, `panelId`). */
  base: string;
  /** Index of the selected tab. */
  active: number;
  onSelect?: (index: number) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Receives each tab's button (focus moves with the arrow keys). */
  tabRef?: (index: number, button: HTMLButtonElement | null) => void;
}

export const tabId = (base: string, id: string) => `${base}-tab-${id}`;
export const panelId = (base: string, id: string) => `${base}-panel-${id}`;

/** The tab an arrow key, Home or End moves to from `active` (wrapping at both ends), or undefined for other keys. */
export function tabKeyTarget(key: string, active: number, count: number): number | undefined {
  const last = count - 1;
  return { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last }[key];
}

/**
 * The tab list of the WAI-ARIA tabs pattern: one tab stop (the selected tab), each tab controlling
 * its panel. Without handlers it is the server's copy of a list whose behaviour loads later
 * (`TabListSlot`); `Tabs` renders it with its panels.
 */
export function TabList({ label, tabs, base, active, onSelect, onKeyDown, tabRef }: TabListProps) {
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-8 border-b border-line">
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={tabRef ? (el) => tabRef(i, el) : undefined}
          type="button"
          role="tab"
          id={tabId(base, tab.id)}
          aria-selected={i === active}
          aria-controls={panelId(base, tab.id)}
          tabIndex={i === active ? 0 : -1}
          onClick={onSelect ? () => onSelect(i) : undefined}
          className="-mb-px cursor-pointer border-b-2 border-transparent py-4 font-display text-lg text-ink-muted transition-colors hover:text-ink aria-selected:border-ink aria-selected:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}

export interface TabPanelProps {
  base: string;
  /** The id of its tab (`TabItem.id`). */
  id: string;
  className: string;
  hidden?: boolean;
  /** Its place among the panels, from 1, when the stylesheet shows the selected one (`[data-tabs]`). */
  place?: number;
  children: ReactNode;
}

/** A tab's panel, labelled by its tab, focusable (its content may hold no focusable element). */
export function TabPanel({ base, id, className, hidden, place, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(base, id)}
      aria-labelledby={tabId(base, id)}
      hidden={hidden}
      data-tab-panel={place}
      tabIndex={0}
      className={`${className} focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand`}
    >
      {children}
    </div>
  );
}
