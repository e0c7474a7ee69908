'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { SearchButtonView } from './search-button';
import type { SearchPopupProps } from './search-popup.client';

// The popup (Radix Dialog, the product card) loads when the pointer or focus reaches the button.
const loadPopup = () => import('./search-popup.client');
const SearchPopup = lazy(() => loadPopup().then((module) => ({ default: module.SearchPopup })));

export interface SearchButtonProps {
  /** The button's name: "Zoeken". */
  openLabel: string;
  className: string;
  popup: Omit<SearchPopupProps, 'open' | 'onOpenChange' | 'onCloseAutoFocus'>;
}

/**
 * The header's search button and the popup it opens, mounted the first time it opens and kept
 * (the query is still there when it opens again); on closing focus comes back to the button.
 */
export function SearchButton({ openLabel, className, popup }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (open && !used) setUsed(true);
  return (
    <>
      <SearchButtonView
        ref={button}
        label={openLabel}
        aria-expanded={open}
        onPointerEnter={() => void loadPopup()}
        onPointerDown={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onClick={() => setOpen(true)}
        className={className}
      />
      {used && (
        <Suspense fallback={null}>
          <SearchPopup
            {...popup}
            open={open}
            onOpenChange={setOpen}
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
