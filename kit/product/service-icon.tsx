import type { ReactNode } from 'react';

/** Thin-line marks for service promises, by name; an unknown name gets a neutral sparkle. */
const paths: Record<string, ReactNode> = {
  shipping: <path d="M3 6.5h11v9H3zM14 9.5h3.5l3 3v3H14M6.5 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01" />,
  returns: <path d="M4 9h11a5 5 0 0 1 0 10H9M4 9l4-4M4 9l4 4" />,
  cleaning: <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />,
  engraving: <path d="M4 20l4-1 10.5-10.5a2.1 2.1 0 0 0-3-3L5 16zM13.5 7.5l3 3M4 20h16" />,
  warranty: <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6zM9 12l2 2 4-4" />,
  gift: <path d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2S10 7 12 7c1.5-3 5-3.5 5-1.2S14 7 12 7" />,
  resize: <path d="M12 20a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM12 6V3M9 3h6" />,
  certificate: <path d="M5 4h14v12H5zM8 8h8M8 11h5M10 16l-1.5 4 3.5-1.5 3.5 1.5L14 16" />,
};
const sparkle = <path d="M12 3c.8 4.5 2.7 6.4 7 7-4.3.6-6.2 2.5-7 7-.8-4.5-2.7-6.4-7-7 4.3-.6 6.2-2.5 7-7z" />;

export function ServiceIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth={1.25} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths[name] ?? sparkle}
    </svg>
  );
}
