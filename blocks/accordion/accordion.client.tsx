'use client';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../kit/ui/accordion';

export interface FaqItem {
  id: string;
  title: string;
  /** Sanitised on the server. */
  html: string;
}

export interface FaqAccordionProps {
  items: FaqItem[];
  multiple: boolean;
  /** Ids of the items open at first. */
  open: string[];
}

/** Typography for the answers (the sanitiser's tags). */
const prose =
  'text-base leading-relaxed [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1 [&_strong]:font-semibold [&_strong]:text-ink [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4';

/** The FAQ's island: the kit's Radix accordion, one or several answers open. */
export function FaqAccordion({ items, multiple, open }: FaqAccordionProps) {
  const children = items.map((item) => (
    <AccordionItem key={item.id} value={item.id}>
      <AccordionTrigger>{item.title}</AccordionTrigger>
      <AccordionContent>
        <div data-slot="faq-answer" className={prose} dangerouslySetInnerHTML={{ __html: item.html }} />
      </AccordionContent>
    </AccordionItem>
  ));
  return multiple ? (
    <Accordion type="multiple" defaultValue={open}>
      {children}
    </Accordion>
  ) : (
    <Accordion type="single" collapsible defaultValue={open[0]}>
      {children}
    </Accordion>
  );
}
