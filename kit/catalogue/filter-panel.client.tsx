'use client';

import { useState } from 'react';
import { FilterPanelView, initialOpenGroups, type FilterPanelViewProps } from './filter-panel';
import type { FilterKey } from '../../domain/catalogue/url';

export type InteractivePanelProps = Omit<FilterPanelViewProps, 'interactive' | 'expanded' | 'onToggleExpanded' | 'openGroups'>;

/**
 * The live filter panel: checkboxes and radios, and groups that show three values until "show
 * more". Loaded on its own (after the page is interactive), so it is not first-load JavaScript.
 */
export function InteractivePanel(props: InteractivePanelProps) {
  // A chosen value past the first three keeps its group open.
  const [expanded, setExpanded] = useState<Partial<Record<FilterKey, boolean>>>(() =>
    Object.fromEntries(props.data.groups.map((group) => [group.key, group.options.slice(3).some((option) => props.draft.filters[group.key].includes(option.slug))])),
  );
  const [openGroups] = useState(() => initialOpenGroups(props.applied));
  return (
    <FilterPanelView
      {...props}
      interactive
      openGroups={openGroups}
      expanded={expanded}
      onToggleExpanded={(key) => setExpanded((current) => ({ ...current, [key]: !current[key] }))}
    />
  );
}
