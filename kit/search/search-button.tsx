import type { ComponentProps } from 'react';
import { SearchIcon } from '../ui/icons';

/**
 * The header's magnifier: the same markup in the server's copy (it does nothing until the island
 * is there) and in the island, which adds what opens the popup.
 */
export function SearchButtonView({ label, ...props }: { label: string } & Omit<ComponentProps<'button'>, 'type' | 'aria-label' | 'children'>) {
  return (
    <button type="button" aria-label={label} aria-haspopup="dialog" data-slot="search-button" {...props}>
      <SearchIcon />
    </button>
  );
}
