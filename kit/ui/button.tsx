import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { SpinnerIcon } from './icons';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-sans font-medium',
    'transition-colors duration-200 motion-reduce:transition-none',
    'disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress aria-disabled:pointer-events-none aria-disabled:opacity-50',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
  ],
  {
    variants: {
      intent: {
        primary: 'bg-brand text-surface uppercase tracking-[0.14em] hover:bg-brand-strong',
        secondary: 'border border-ink bg-transparent text-ink uppercase tracking-[0.14em] hover:bg-ink hover:text-surface',
        ghost: 'bg-transparent text-ink uppercase tracking-[0.14em] hover:bg-brand-soft',
        link: 'bg-transparent text-brand underline decoration-1 underline-offset-4 hover:text-brand-strong hover:decoration-2',
      },
      size: {
        sm: 'h-9 px-4 text-xs',
        md: 'h-11 px-6 text-xs',
        lg: 'h-13 px-8 text-sm',
        icon: 'size-11',
      },
    },
    compoundVariants: [
      // A link reads as text: no box, whatever the size.
      { intent: 'link', class: 'h-auto px-0 text-sm' },
      { intent: 'link', size: 'sm', class: 'text-xs' },
      { intent: ['ghost', 'secondary'], size: 'icon', class: 'rounded-full' },
    ],
    defaultVariants: { intent: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. an `<a>`) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and blocks clicks. */
    loading?: boolean;
    /** Text for screen readers while loading, e.g. "Bezig met laden…". */
    loadingLabel?: string;
  };

export function Button({
  className,
  intent,
  size,
  asChild = false,
  loading = false,
  loadingLabel,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-intent={intent ?? 'primary'}
      className={cn(buttonVariants({ intent, size }), className)}
      aria-busy={loading || undefined}
      {...(asChild
        ? { 'aria-disabled': disabled || loading || undefined }
        : { type: type ?? 'button', disabled: disabled || loading })}
      {...props}
    >
      {loading ? <SpinnerIcon data-slot="button-spinner" className="size-4" /> : null}
      {loading && loadingLabel ? <span className="sr-only">{loadingLabel}</span> : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}
