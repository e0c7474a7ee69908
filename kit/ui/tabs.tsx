'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Name of the tab list. */
  label: string;
  tabs: Tab[];
  /** Classes of each panel. */
  panelClassName?: string;
}

/**
 * Tabs as the WAI-ARIA pattern has them: arrow keys, Home and End move between tabs (focus and
 * selection together), one tab stop, each panel labelled by its tab. Written here rather than
 * Radix Tabs: it sits in the product page's first-load JS, and this is the whole behaviour.
 */
export function Tabs({ label, tabs, panelClassName = 'py-8' }: TabsProps) {
  const base = useId();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const target = { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-8 border-b border-line">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className="-mb-px cursor-pointer border-b-2 border-transparent py-4 font-display text-lg text-ink-muted transition-colors hover:text-ink aria-selected:border-ink aria-selected:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== active}
          tabIndex={0}
          className={`${panelClassName} focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand`}
        >
          {tab.content}
        </div>
      ))}
    </>
  );
}
