/** Joins the given class names, skipping the false ones: for first-load islands, where `cn` (clsx + tailwind-merge) would weigh too much. */
export const joinClasses = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');
