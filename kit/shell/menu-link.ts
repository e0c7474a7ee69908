import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

/** The host's router link (next/link) or a plain anchor: the kit knows no router. */
export type LinkComponent =
  | 'a'
  | ComponentType<{ href: string; className?: string; children?: ReactNode; onClick?: MouseEventHandler<HTMLAnchorElement> }>;

/** A link of the CMS menu (api/contract/settings.ts), its URL with the language prefix. */
export interface MenuLink {
  id: number;
  title: string;
  /** An empty one is a link to nowhere and is left out. */
  url: string;
}

/** A main-menu entry: the CMS menu's two levels. The mega menu and the mobile menu show it. */
export interface MenuEntry extends MenuLink {
  children: MenuLink[];
}

/** A CMS menu link with an empty URL leads nowhere: the menus leave it out. */
export const hasUrl = (link: { url: string }) => link.url.trim() !== '';
