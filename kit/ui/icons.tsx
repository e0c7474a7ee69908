import type { ComponentProps } from 'react';

type IconProps = ComponentProps<'svg'>;

/**
 * Thin-stroke icons, decorative only: the control around them carries the label. A caller's
 * className replaces the default size (no class merging, so client islands stay light).
 */
function Icon({ className, children, ...props }: IconProps) {
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

export function ChevronDownIcon(props: IconProps) {
  return <Icon {...props}><path d="m6 9 6 6 6-6" /></Icon>;
}

export function ChevronLeftIcon(props: IconProps) {
  return <Icon {...props}><path d="m15 6-6 6 6 6" /></Icon>;
}

export function ChevronRightIcon(props: IconProps) {
  return <Icon {...props}><path d="m9 6 6 6-6 6" /></Icon>;
}

export function CloseIcon(props: IconProps) {
  return <Icon {...props}><path d="M6 6l12 12M18 6 6 18" /></Icon>;
}

export function PauseIcon(props: IconProps) {
  return <Icon {...props}><path d="M9 6v12M15 6v12" /></Icon>;
}

export function PlayIcon(props: IconProps) {
  return <Icon {...props}><path d="M8 5.5v13l10-6.5z" /></Icon>;
}

export function SpinnerIcon({ className, ...props }: IconProps) {
  return (
    <Icon className={`animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite] ${className ?? 'size-5'}`} {...props}>
      <path d="M21 12a9 9 0 1 1-6.2-8.56" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return <Icon {...props}><path d="M4 7h16M4 12h16M4 17h16" /></Icon>;
}

export function MoreIcon(props: IconProps) {
  return <Icon {...props}><circle cx="5" cy="12" r="1.25" fill="currentColor" /><circle cx="12" cy="12" r="1.25" fill="currentColor" /><circle cx="19" cy="12" r="1.25" fill="currentColor" /></Icon>;
}

export function SearchIcon(props: IconProps) {
  return <Icon {...props}><circle cx="11" cy="11" r="6.5" /><path d="m16 16 4 4" /></Icon>;
}

export function UserIcon(props: IconProps) {
  return <Icon {...props}><circle cx="12" cy="8.5" r="3.75" /><path d="M4.75 20c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5" /></Icon>;
}

export function HeartIcon(props: IconProps) {
  return <Icon {...props}><path d="M12 20s-7.5-4.4-7.5-10A4.25 4.25 0 0 1 12 7.4 4.25 4.25 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" /></Icon>;
}

export function BagIcon(props: IconProps) {
  return <Icon {...props}><path d="M5.5 8h13l-1 12h-11l-1-12Z" /><path d="M9 10V7a3 3 0 0 1 6 0v3" /></Icon>;
}

export function CompareIcon(props: IconProps) {
  return <Icon {...props}><path d="M7 4v16M17 4v16M3 8h8M13 16h8" /></Icon>;
}

export function TrashIcon(props: IconProps) {
  return <Icon {...props}><path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" /></Icon>;
}
