import type { ComponentProps } from 'react';

export type IconProps = ComponentProps<'svg'>;

/**
 * Thin-stroke icons, decorative only: the control around them carries the label. A caller's
 * className replaces the default size (no class merging, so client islands stay light).
 *
 * This module holds the icons of the islands on every page (the cart button, the wishlist and
 * compare toggles), so the first-load JS carries only these; icons.tsx has the rest and
 * re-exports these. Islands import what they show from here or from icons.tsx accordingly.
 */
export function Icon({ className, children, ...props }: IconProps) {
  return (
    <svg
      data-slot="icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className ?? 'size-5'}`}
      {...props}
    >
      {children}
    </svg>
  );
}

export function HeartIcon(props: IconProps) {
  return <Icon {...props}><path d="M12 20s-7.5-4.4-7.5-10A4.25 4.25 0 0 1 12 7.4 4.25 4.25 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" /></Icon>;
}

export function CompareIcon(props: IconProps) {
  return <Icon {...props}><path d="M7 4v16M17 4v16M3 8h8M13 16h8" /></Icon>;
}

export function BagIcon(props: IconProps) {
  return <Icon {...props}><path d="M5.5 8h13l-1 12h-11l-1-12Z" /><path d="M9 10V7a3 3 0 0 1 6 0v3" /></Icon>;
}
