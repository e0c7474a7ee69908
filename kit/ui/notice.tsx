import type { ComponentProps } from 'react';

const tones = {
  success: 'border-success/40 text-success',
  error: 'border-sale/40 text-sale',
  info: 'border-line text-ink-soft',
} as const;

const sizes = {
  /** One line of feedback. */
  md: 'px-4 py-3',
  /** A few sentences. */
  lg: 'px-4 py-4 leading-relaxed',
  /** A message with an action under it (e.g. "Try again"). */
  box: 'flex flex-col items-start gap-3 p-4',
} as const;

export type NoticeProps = ComponentProps<'div'> & {
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  /** `p` for a sentence, `div` when it holds blocks (a button, a list). */
  as?: 'p' | 'div';
};

/**
 * A framed message in a form or a page: success, error or information. Give it `role="status"`
 * or `role="alert"` when it appears after an action (plain class strings: it sits in islands).
 */
export function Notice({ tone = 'info', size = 'md', as: Tag = 'p', className, ...props }: NoticeProps) {
  const classes = `border bg-surface text-sm ${tones[tone]} ${sizes[size]}${className ? ` ${className}` : ''}`;
  return <Tag data-slot="notice" {...props} className={classes} />;
}
