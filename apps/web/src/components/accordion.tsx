import * as RadixAccordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import "./accordion.css";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The level of the heading that wraps each item's button, to keep the page outline in order. */
  headingLevel?: 2 | 3 | 4;
  /** Defaults to the first item, as the spec asks. */
  defaultOpenId?: string;
  className?: string;
  tone?: "light" | "dark";
}

const toneClasses = {
  light: {
    item: "border-b border-line",
    trigger: "text-ink hover:text-primary",
    content: "text-muted",
  },
  dark: {
    item: "border-b border-white/15",
    trigger: "text-white hover:text-gold-light",
    content: "text-white/85",
  },
} as const;

/** One item open at a time (or none), the first open initially, opening and closing over 300 ms. */
export function Accordion({ items, headingLevel = 3, defaultOpenId, className = "", tone = "light" }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = toneClasses[tone];
  return (
    <RadixAccordion.Root type="single" collapsible defaultValue={defaultOpenId ?? items[0]?.id} className={className}>
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={classes.item} data-accordion-item={item.id}>
          <RadixAccordion.Header asChild>
            <Heading className="m-0">
              <RadixAccordion.Trigger
                className={`flex min-h-14 w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold ${classes.trigger}`}
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden="true" className="accordion-chevron size-5 shrink-0" />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={`accordion-content ${classes.content}`}>
            <div className="pb-5">{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
