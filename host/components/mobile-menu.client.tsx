'use client';

import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '../../kit/ui/icons';
import type { MobileMenuProps } from './mobile-menu-sheet.client';

// The sheet (Radix Dialog) loads on first use, so it is not part of every page's first-load JS.
const loadSheet = () => import('./mobile-menu-sheet.client');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/** The menu button below the desktop breakpoint; opens the main menu in a sheet from the left. */
export function MobileMenu({ items, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-9 xs:size-10 items-center justify-center rounded-full text-ink hover:bg-brand-soft lg:hidden"
      >
        <MenuIcon />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet items={items} labels={labels} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
