'use client';

import { ActionBar, createUsePuck } from '@puckeditor/core';
import { useState } from 'react';

const usePuck = createUsePuck();

/** The page's own list of blocks in Puck. */
const ROOT_ZONE = 'root:default-zone';

export interface MoveTexts {
  moveUp: string;
  moveDown: string;
  moved: (position: number, count: number) => string;
}

/** The selected block, where it stands, and a move that keeps it selected. */
function useMove() {
  const selector = usePuck((state) => state.appState.ui.itemSelector);
  const count = usePuck((state) => state.appState.data.content.length);
  const dispatch = usePuck((state) => state.dispatch);
  const zone = selector?.zone ?? ROOT_ZONE;
  // Blocks live in the page's list only (the registry's blocks have no slots): other zones are left alone.
  const index = selector && zone === ROOT_ZONE ? selector.index : null;
  const move = (to: number) => {
    if (index === null || to < 0 || to >= count) return;
    dispatch({ type: 'reorder', sourceIndex: index, destinationIndex: to, destinationZone: zone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone } } });
  };
  return { index, count, move };
}

/**
 * Moves the selected block up or down with buttons: reordering without dragging (keyboard and
 * switch users), at the top of the block's fields; the new place is announced.
 */
export function MoveBlockButtons({ texts }: { texts: MoveTexts }) {
  const { index, count, move } = useMove();
  const [announced, setAnnounced] = useState('');
  if (index === null) return null;
  const to = (next: number) => {
    move(next);
    setAnnounced(texts.moved(next + 1, count));
  };
  return (
    <div className="flex items-center gap-2 border-b border-line px-4 py-2 text-sm">
      <button type="button" onClick={() => to(index - 1)} disabled={index === 0} className="border border-ink px-3 py-1 disabled:opacity-40">
        ↑ {texts.moveUp}
      </button>
      <button type="button" onClick={() => to(index + 1)} disabled={index >= count - 1} className="border border-ink px-3 py-1 disabled:opacity-40">
        ↓ {texts.moveDown}
      </button>
      <span role="status" className="sr-only">
        {announced}
      </span>
    </div>
  );
}

/** The same moves in the block's action bar on the canvas. */
export function MoveBlockActions({ texts }: { texts: MoveTexts }) {
  const { index, count, move } = useMove();
  if (index === null) return null;
  return (
    <>
      <ActionBar.Action label={texts.moveUp} aria-label={texts.moveUp} onClick={() => move(index - 1)} disabled={index === 0}>
        ↑
      </ActionBar.Action>
      <ActionBar.Action label={texts.moveDown} aria-label={texts.moveDown} onClick={() => move(index + 1)} disabled={index >= count - 1}>
        ↓
      </ActionBar.Action>
    </>
  );
}
