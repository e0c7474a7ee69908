'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { setMenuOpen, useMenuOpen, type HeaderMenu } from '../state/shop-view';
import type { MenuEntry } from './menu-link';
import type { SideMenuLabels, SideMenuSection } from './side-menu';

// The sheet (Radix Dialog) loads on first use, so it is not part of every page's first-load JS.
const loadSheet = () => import('./side-menu');
const SideMenu = lazy(() => loadSheet().then((module) => ({ default: module.SideMenu })));

export interface MenuButtonProps {
  /** `mobile`: the main menu and the sections, below the desktop breakpoint; `side`: the sections ("Meer"). */
  menu: HeaderMenu;
  items?: MenuEntry[];
  sections: SideMenuSection[];
  /** `open` names the button: "Menu openen", "Meer". */
  labels: SideMenuLabels & { open: string };
  /** The button's content (an icon, a visible text) and classes, from the server: they stay out of the client code. */
  children: ReactNode;
  className: string;
}

/**
 * A header button and the menu sheet it opens (kit `SideMenu`): the mobile menu and the side menu.
 * Open or closed lives in the view store, like the cart drawer's; the sheet's code loads when the
 * pointer or focus reaches the button, it is mounted the first time it opens, and on closing focus
 * comes back to the button.
 */
export function MenuButton({ menu, items, sections, labels, children, className }: MenuButtonProps) {
  const open = useMenuOpen(menu);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (open && !used) setUsed(true);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setMenuOpen(menu, true)}
        className={className}
      >
        {children}
      </button>
      {used && (
        <Suspense fallback={null}>
          <SideMenu
            open={open}
            onOpenChange={(next) => setMenuOpen(menu, next)}
            items={items}
            sections={sections}
            labels={labels}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
