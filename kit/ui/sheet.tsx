'use client';

import * as SheetPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { CloseIcon } from './icons';

/** A panel that slides in from an edge: cart drawer, mobile menu, mobile filters. A modal dialog underneath. */
export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

export function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

export function SheetPortal(props: ComponentProps<typeof SheetPrimitive.Portal>) {
  return <SheetPrimitive.Portal data-slot="sheet-portal" {...props} />;
}

export function SheetOverlay({ className, ...props }: ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn('fixed inset-0 z-50 bg-ink/40 data-[state=open]:motion-safe:animate-fade-in', className)}
      {...props}
    />
  );
}

export const sheetVariants = cva(
  'fixed z-50 flex flex-col bg-surface text-ink shadow-[0_0_60px_-20px_rgb(28_25_23/0.35)] focus:outline-none',
  {
    variants: {
      side: {
        right: 'inset-y-0 right-0 h-dvh w-[calc(100%-3rem)] max-w-md border-l border-line data-[state=open]:motion-safe:animate-slide-in-right',
        left: 'inset-y-0 left-0 h-dvh w-[calc(100%-3rem)] max-w-sm border-r border-line data-[state=open]:motion-safe:animate-slide-in-left',
        bottom: 'inset-x-0 bottom-0 max-h-[85dvh] border-t border-line data-[state=open]:motion-safe:animate-slide-in-bottom',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Accessible name of the close button, e.g. "Sluiten" or "Menu sluiten". */
    closeLabel: string;
  };

export function SheetContent({ className, children, side, closeLabel, ...props }: SheetContentProps) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {/* First in the DOM, so opening focuses it rather than the first action in the content. */}
        <SheetPrimitive.Close
          data-slot="sheet-close"
          aria-label={closeLabel}
          className="absolute top-4 right-4 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-brand-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <CloseIcon />
        </SheetPrimitive.Close>
        {children}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="sheet-header" className={cn('flex flex-col gap-1 border-b border-line px-6 py-5 pr-16', className)} {...props} />
  );
}

/** The scrolling middle of the sheet, between header and footer. */
export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-body" className={cn('flex-1 overflow-y-auto px-6 py-5', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-3 border-t border-line px-6 py-5', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn('font-display text-2xl font-normal text-ink', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description data-slot="sheet-description" className={cn('text-sm text-ink-muted', className)} {...props} />;
}
