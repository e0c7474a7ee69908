'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../ui/icons';

export interface DetailSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface ProductDetailsProps {
  /** Name of the tab list. */
  label: string;
  sections: DetailSection[];
  /** Tabs from lg up and accordions below (default), or always one of them. */
  layout?: 'responsive' | 'tabs' | 'accordions';
}

const wrappers = {
  responsive: { tabs: 'hidden lg:block', accordions: 'lg:hidden' },
  tabs: { tabs: 'block', accordions: 'hidden' },
  accordions: { tabs: 'hidden', accordions: 'block' },
};

/**
 * Description, details, shipping & returns: tabs from lg up, accordions (native details) below.
 * Only one of the two is displayed, so assistive technology meets the content once.
 */
export function ProductDetails({ label, sections, layout = 'responsive' }: ProductDetailsProps) {
  const base = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (sections.length === 0) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = sections.length - 1;
    const target = { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    tabs.current[target]?.focus();
  }

  return (
    <div data-slot="product-details">
      <div className={wrappers[layout].tabs}>
        <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-8 border-b border-line">
          {sections.map((section, i) => (
            <button
              key={section.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${section.id}`}
              aria-selected={i === active}
              aria-controls={`${base}-panel-${section.id}`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
              className="-mb-px cursor-pointer border-b-2 border-transparent py-4 font-display text-lg text-ink-muted transition-colors hover:text-ink aria-selected:border-ink aria-selected:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {section.title}
            </button>
          ))}
        </div>
        {sections.map((section, i) => (
          <div
            key={section.id}
            role="tabpanel"
            id={`${base}-panel-${section.id}`}
            aria-labelledby={`${base}-tab-${section.id}`}
            hidden={i !== active}
            tabIndex={0}
            className="max-w-3xl py-8 text-sm leading-relaxed text-ink-soft focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
          >
            {section.content}
          </div>
        ))}
      </div>
      <div className={`border-t border-line ${wrappers[layout].accordions}`}>
        {sections.map((section, i) => (
          <details key={section.id} open={i === 0} className="group border-b border-line">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-display text-lg text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
              {section.title}
              <ChevronDownIcon className="size-4 text-ink-muted transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <div className="pb-6 text-sm leading-relaxed text-ink-soft">{section.content}</div>
          </details>
        ))}
      </div>
    </div>
  );
}
