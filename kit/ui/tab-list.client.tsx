'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { TabList, tabKeyTarget, type TabListProps } from './tab-list';

/** The selection of a tab list and its keys: arrow keys, Home and End move focus and selection together. */
export function useTabSelection(count: number): Pick<TabListProps, 'active' | 'onSelect' | 'onKeyDown' | 'tabRef'> {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  return {
    active,
    onSelect: setActive,
    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      const target = tabKeyTarget(event.key, active, count);
      if (target === undefined) return;
      event.preventDefault();
      setActive(target);
      buttons.current[target]?.focus();
    },
    tabRef: (index, button) => void (buttons.current[index] = button),
  };
}

export type TabListIslandProps = Pick<TabListProps, 'label' | 'tabs' | 'base'>;

/**
 * A tab list whose panels are the server's HTML: the stylesheet shows the panel of the selected
 * tab (`[data-tabs]` in globals.css), so this island holds only the selection and the keys.
 */
export function TabListIsland({ label, tabs, base }: TabListIslandProps) {
  return <TabList label={label} tabs={tabs} base={base} {...useTabSelection(tabs.length)} />;
}
