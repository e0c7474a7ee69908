'use client';

import Link from 'next/link';
import { useState } from 'react';
import { MenuIcon } from '../../kit/ui/icons';
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '../../kit/ui/sheet';

interface MobileMenuLink {
  id: number;
  title: string;
  url: string;
}

interface MobileMenuItem extends MobileMenuLink {
  children: MobileMenuLink[];
}

interface MobileMenuProps {
  items: MobileMenuItem[];
  labels: { open: string; close: string; title: string };
}

/** The main menu in a sheet from the left, below the desktop breakpoint. Closes on navigation. */
export function MobileMenu({ items, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label={labels.open}
        className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-soft lg:hidden"
      >
        <MenuIcon />
      </SheetTrigger>
      <SheetContent side="left" closeLabel={labels.close} aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{labels.title}</SheetTitle>
        </SheetHeader>
        <SheetBody>
          <nav aria-label={labels.title}>
            <ul className="flex flex-col">
              {items.map((item) => (
                <li key={item.id} className="border-b border-line">
                  <Link href={item.url} onClick={() => setOpen(false)} className="block py-3 font-display text-xl text-ink">
                    {item.title}
                  </Link>
                  {item.children.length > 0 && (
                    <ul className="pb-3 pl-3">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <Link href={child.url} onClick={() => setOpen(false)} className="block py-1.5 text-sm text-ink-soft">
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
