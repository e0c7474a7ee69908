import type { ReactNode } from 'react';

/** The empty layout (spec section 2): the page alone, for embedded and full-screen views. */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
