import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import type { StatusTone } from './orders';
import { cn } from '../ui/cn';

export const statusBadgeVariants = cva('inline-flex items-center gap-1.5 px-2 py-1 text-xs leading-tight font-medium', {
  variants: {
    tone: {
      positive: 'bg-success/10 text-success',
      attention: 'bg-brand-soft text-brand-strong',
      neutral: 'border border-line bg-canvas text-ink-soft',
      negative: 'bg-sale/10 text-sale',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface StatusBadgeProps {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
}

/** A payment or shipping status: the word, with a tone for the eye (the word alone carries the meaning). */
export function StatusBadge({ tone, children, className }: StatusBadgeProps) {
  return (
    <span data-slot="status-badge" data-tone={tone} className={cn(statusBadgeVariants({ tone }), className)}>
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current" />
      {children}
    </span>
  );
}
