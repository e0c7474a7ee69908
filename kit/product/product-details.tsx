import { useId, type ReactNode } from 'react';
import { ChevronDownIcon } from '../ui/icons';
import { TabList, TabPanel } from '../ui/tab-list';
import { TabListSlot } from '../ui/tab-list.lazy';

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
 *
 * The tabs' panels are server HTML shown by the stylesheet (the panel of the selected tab,
 * `[data-tabs]` in globals.css); only the tab list is an island, loaded when it comes near the
 * viewport (`TabListSlot`), so the tabs add nothing to the page's first-load JS and the content
 * is in the page once.
 */
export function ProductDetails({ label, sections, layout = 'responsive' }: ProductDetailsProps) {
  const base = useId();
  if (sections.length === 0) return null;
  const tabs = sections.map(({ id, title }) => ({ id, title }));
  return (
    <div data-slot="product-details">
      <div data-tabs="" className={wrappers[layout].tabs}>
        <TabListSlot props={{ label, tabs, base }}>
          <TabList label={label} tabs={tabs} base={base} active={0} />
        </TabListSlot>
        {sections.map((section, i) => (
          <TabPanel key={section.id} base={base} id={section.id} place={i + 1} className="max-w-3xl py-8 text-sm leading-relaxed text-ink-soft">
            {section.content}
          </TabPanel>
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
