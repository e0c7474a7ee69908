'use client';

import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { ChevronDownIcon } from './icons';

/** Stacked disclosure sections (FAQ, product details). `type="single"` or `"multiple"`. */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" className={cn('border-t border-line', className)} {...props} />;
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn('border-b border-line', className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header data-slot="accordion-header" className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'group flex flex-1 cursor-pointer items-center justify-between gap-4 py-5 text-left font-display text-lg text-ink',
          'transition-colors hover:text-brand disabled:pointer-events-none disabled:opacity-50',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon
          data-slot="accordion-chevron"
          className="size-4 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/**
 * Stays mounted so its height can animate both ways: a grid row grows from 0fr to 1fr on
 * `data-state=open`. Closed, it is `visibility: hidden` (out of the tab order and the
 * accessibility tree) once the collapse has finished.
 */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      forceMount
      data-slot="accordion-content"
      className={cn(
        'grid grid-rows-[0fr] text-sm leading-relaxed text-ink-soft transition-[grid-template-rows,visibility] duration-200 ease-out',
        'data-[state=closed]:invisible data-[state=open]:grid-rows-[1fr] motion-reduce:transition-none',
      )}
      {...props}
    >
      <div className="min-h-0 overflow-hidden">
        <div className={cn('pb-5', className)}>{children}</div>
      </div>
    </AccordionPrimitive.Content>
  );
}
