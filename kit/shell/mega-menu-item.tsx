'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * `open`: opened with the toggle. `closed`: hovering may still show the panel (CSS).
 * `dismissed`: closed by the shopper (Escape, the toggle, a followed link) while the pointer may be
 * over it, so hovering does not show it again until the pointer leaves or comes back.
 */
type MegaMenuState = 'open' | 'closed' | 'dismissed';

export interface MegaMenuItemProps {
  /** The item's own link, rendered on the server; none when the item has no page of its own. */
  link?: ReactNode;
  /** The toggle's content (a chevron, or the title when there is no link). */
  toggle: ReactNode;
  /** The toggle's name when its content is only an icon: "Submenu Ringen". */
  toggleLabel?: string;
  /** Classes of the toggle, from the server (they stay out of the client code). */
  toggleClassName: string;
  panelId: string;
  /** The panel with the children's links, rendered on the server; shown by `data-state` (CSS). */
  panel: ReactNode;
}

const undismiss = (state: MegaMenuState): MegaMenuState => (state === 'dismissed' ? 'closed' : state);

/**
 * The only client code of the mega menu: an entry with a disclosure button. It only opens and
 * closes (`data-state` on the `<li>`, `aria-expanded` on the button); the links and the panel come
 * from the server. Escape (also for a panel shown by hovering), a click outside, focus leaving the
 * entry and a followed link close it; Escape puts focus back on the toggle.
 */
export function MegaMenuItem({ link, toggle, toggleLabel, toggleClassName, panelId, panel }: MegaMenuItemProps) {
  const [state, setState] = useState<MegaMenuState>('closed');
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const li = item.current!;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !li.matches('[data-state=open],:hover')) return;
      if (li.contains(document.activeElement)) button.current!.focus();
      setState('dismissed');
    }
    function onPointerDown(event: PointerEvent) {
      if (!li.contains(event.target as Node)) setState((current) => (current === 'open' ? 'closed' : current));
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <li
      ref={item}
      data-slot="mega-menu-item"
      data-state={state}
      className="group/mega flex items-center"
      onPointerEnter={() => setState(undismiss)}
      onPointerLeave={() => setState(undismiss)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setState((current) => (current === 'open' ? 'closed' : current));
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) setState('dismissed');
      }}
    >
      {link}
      <button
        ref={button}
        type="button"
        aria-expanded={state === 'open'}
        aria-controls={panelId}
        aria-label={toggleLabel}
        onClick={() => setState((current) => (current === 'open' ? 'dismissed' : 'open'))}
        className={toggleClassName}
      >
        {toggle}
      </button>
      {panel}
    </li>
  );
}
