'use client';

import { useState } from 'react';
import { Button } from '../ui/button';
import { Sheet, SheetBody, SheetContent, SheetFooter, SheetHeader, SheetTitle } from '../ui/sheet';
import { InteractivePanel } from './filter-panel.client';
import type { MobileLabels } from './mobile-filters.client';
import type { PanelData, PanelLabels } from './panel-types';
import { usePendingSelection } from './pending';
import { withoutFilters, withSort, type CatalogSelection } from '../../domain/catalogue/url';

export interface FilterSheetProps {
  id: string;
  /** What the sheet shows; null = closed. */
  mode: 'filters' | 'sort' | null;
  onClose: () => void;
  data: PanelData;
  labels: PanelLabels;
  mobileLabels: MobileLabels;
  applied: CatalogSelection;
  basePath: string;
  onApply: (selection: CatalogSelection) => void;
}

/**
 * The mobile filter or sort panel in a bottom sheet. Edits wait for "apply"; closing the sheet
 * any other way (close button, Escape, the backdrop) discards them.
 */
export function FilterSheet({ id, mode, onClose, data, labels, mobileLabels, applied, basePath, onApply }: FilterSheetProps) {
  const pending = usePendingSelection(applied, { onApply });
  // Keep the last mode while the sheet animates closed.
  const [shown, setShown] = useState<'filters' | 'sort'>(mode ?? 'filters');
  if (mode && mode !== shown) setShown(mode);

  const close = () => {
    pending.discard();
    onClose();
  };
  const apply = () => {
    pending.apply();
    onClose();
  };
  const reset = () => (shown === 'sort' ? pending.edit((draft) => withSort(draft, undefined)) : pending.edit(withoutFilters));

  return (
    <Sheet open={mode !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <SheetContent side="bottom" closeLabel={mobileLabels.close} aria-describedby={undefined} className={shown === 'filters' ? 'h-[85dvh]' : undefined}>
        <SheetHeader>
          <SheetTitle>{shown === 'sort' ? mobileLabels.sorting : mobileLabels.filters}</SheetTitle>
        </SheetHeader>
        <SheetBody>
          <InteractivePanel
            id={id}
            data={data}
            labels={labels}
            draft={pending.draft}
            applied={applied}
            basePath={basePath}
            parts={shown}
            onEdit={pending.edit}
            onReset={reset}
            onApplyNow={apply}
          />
        </SheetBody>
        <SheetFooter className="flex-row">
          <Button intent="secondary" className="flex-1" onClick={reset}>
            {mobileLabels.reset}
          </Button>
          <Button className="flex-1" onClick={apply}>
            {mobileLabels.apply}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
