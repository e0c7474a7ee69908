import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

/** The host's router link (next/link) or a plain anchor: the kit knows no router. */
export type LinkComponent =
  | 'a'
  | ComponentType<{ href: string; className?: string; children?: ReactNode; onClick?: MouseEventHandler<HTMLAnchorElement> }>;

/** A CMS menu link with an empty URL leads nowhere: the menus leave it out. */
export const hasUrl = (link: { url: string }) => link.url.trim() !== '';
