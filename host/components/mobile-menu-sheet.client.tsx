'use client';

import Link from 'next/link';
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from '../../kit/ui/sheet';

interface MobileMenuLink {
  id: number;
  title: string;
  url: string;
}

interface MobileMenuItem extends MobileMenuLink {
  children: MobileMenuLink[];
}

export interface MobileMenuProps {
  items: MobileMenuItem[];
  labels: { open: string; close: string; title: string };
}

interface MobileMenuSheetProps extends MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The main menu in a sheet from the left. Closes on navigation. */
export function MobileMenuSheet({ items, labels, open, onOpenChange }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" closeLabel={labels.close} aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{labels.title}</SheetTitle>
        </SheetHeader>
        <SheetBody>
          <nav aria-label={labels.title}>
            <ul className="flex flex-col">
              {items.map((item) => (
                <li key={item.id} className="border-b border-line">
                  <Link href={item.url} onClick={close} className="block py-3 font-display text-xl text-ink">
                    {item.title}
                  </Link>
                  {item.children.length > 0 && (
                    <ul className="pb-3 pl-3">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <Link href={child.url} onClick={close} className="block py-1.5 text-sm text-ink-soft">
                            {child.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
