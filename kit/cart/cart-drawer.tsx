'use client';

import { fill } from '../format/fill';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../ui/sheet';
import { CartView, type CartLabels, type CartViewProps } from './cart-view';

export interface CartDrawerProps extends Omit<CartViewProps, 'variant' | 'labels'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: CartLabels;
}

/** The cart in a sheet from the right: "Winkelwagen", the number of pieces, lines and summary. */
export function CartDrawer({ open, onOpenChange, labels, ...view }: CartDrawerProps) {
  const count = view.cart?.items_count;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* Without a cart there is no count to describe the dialog with. */}
      <SheetContent side="right" closeLabel={labels.close} {...(count === undefined ? { 'aria-describedby': undefined } : {})}>
        <SheetHeader>
          <SheetTitle>{labels.title}</SheetTitle>
          {count !== undefined ? (
            <SheetDescription data-slot="cart-count">{fill(count === 1 ? labels.itemCountOne : labels.itemCountOther, { count })}</SheetDescription>
          ) : null}
        </SheetHeader>
        <CartView {...view} variant="drawer" labels={labels} />
      </SheetContent>
    </Sheet>
  );
}
