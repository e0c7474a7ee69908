'use client';

import { useId, type ReactNode } from 'react';
import { TabList, TabPanel } from './tab-list';
import { useTabSelection } from './tab-list.client';

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
 * Radix Tabs: this is the whole behaviour. For panels that are server HTML and a list that loads
 * later, see `TabListSlot` (the product page's details).
 */
export function Tabs({ label, tabs, panelClassName = 'py-8' }: TabsProps) {
  const base = useId();
  const selection = useTabSelection(tabs.length);
  if (tabs.length === 0) return null;

  return (
    <>
      <TabList label={label} tabs={tabs} base={base} {...selection} />
      {tabs.map((tab, i) => (
        <TabPanel key={tab.id} base={base} id={tab.id} hidden={i !== selection.active} className={panelClassName}>
          {tab.content}
        </TabPanel>
      ))}
    </>
  );
}
