'use client';

import type { ComponentProps } from 'react';
import { hasUrl, type LinkComponent, type MenuEntry } from './menu-link';
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from '../ui/sheet';

export interface SideMenuLink {
  title: string;
  /** The shop path with its language prefix; an empty one is left out. */
  url: string;
}

/** A group of links under a heading: "Klantenservice", "Mijn account". */
export interface SideMenuSection {
  title: string;
  links: SideMenuLink[];
}

export interface SideMenuLabels {
  /** The dialog's name: "Service en account", or "Hoofdmenu" for the mobile menu. */
  title: string;
  close: string;
}

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The main menu, first and large: the mobile menu (below the mega menu's breakpoint) has it. */
  items?: MenuEntry[];
  sections: SideMenuSection[];
  labels: SideMenuLabels;
  linkAs?: LinkComponent;
  /** Where focus goes on closing; the host puts it back on its button (it is no Radix trigger). */
  onCloseAutoFocus?: ComponentProps<typeof SheetContent>['onCloseAutoFocus'];
}

/**
 * A sheet from the left with menu links: the side menu (the service links of the CMS footer menu
 * and the account links, from the header's "Meer" on desktop) and the mobile menu (the main menu
 * with its children, then the same sections: on a phone it is the one menu). Links without a URL
 * and sections left without links are left out. Closes on Escape, on the overlay, with its close
 * button and when a link is followed.
 */
export function SideMenu({ open, onOpenChange, items = [], sections, labels, linkAs: Link = 'a', onCloseAutoFocus }: SideMenuProps) {
  const entries = items.filter((item) => hasUrl(item)).map((item) => ({ ...item, children: item.children.filter(hasUrl) }));
  const shown = sections.map((section) => ({ ...section, links: section.links.filter(hasUrl) })).filter((section) => section.links.length > 0);
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" closeLabel={labels.close} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus} data-slot="side-menu">
        <SheetHeader>
          <SheetTitle>{labels.title}</SheetTitle>
        </SheetHeader>
        <SheetBody>
          <nav aria-label={labels.title} className="flex flex-col gap-8">
            {entries.length > 0 && (
              <ul className="flex flex-col">
                {entries.map((item) => (
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
            )}
            {shown.map((section, index) => (
              <section key={section.title} aria-labelledby={`side-menu-section-${index}`}>
                <h3 id={`side-menu-section-${index}`} className="mb-2 font-sans text-xs font-semibold tracking-widest text-ink-muted uppercase">
                  {section.title}
                </h3>
                <ul className="flex flex-col">
                  {section.links.map((link) => (
                    <li key={`${link.url} ${link.title}`}>
                      <Link href={link.url} onClick={close} className="block py-2 text-base text-ink-soft transition-colors hover:text-ink">
                        {link.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
