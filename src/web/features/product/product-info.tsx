import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import {
  DELIVERY_LINK_LABEL,
  DELIVERY_PATH,
  DELIVERY_SUMMARY_LINE,
} from '../../../core/content/delivery-facts';
import type { ProductContent } from '../../../core/content/product-content';
import { PDP_ACCORDION_TITLES, PDP_TRUST_BADGES } from '../../../core/content/product-page-strings';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/ui/accordion';
import { ServerMarkupCache } from '../../ssr/markup-cache';
import { ContentIcon } from './content-icon';

/**
 * The three trust badges. The red "sells out within hours" warning is gone: it was simulated
 * scarcity, not stock data.
 */
export function TrustStrip() {
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-3 gap-2.5">
        {PDP_TRUST_BADGES.map((badge) => (
          <li
            key={badge.label}
            className="flex flex-col items-center gap-2 rounded-2xl border border-border bg-surface px-2 py-4 text-center"
          >
            <span className="flex size-10 items-center justify-center rounded-full bg-theme-light text-theme">
              <ContentIcon name={badge.icon} className="size-5" />
            </span>
            <span className="font-semibold text-foreground text-xs sm:text-sm">{badge.label}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 text-muted-foreground text-sm">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-theme" />
        <span>
          {DELIVERY_SUMMARY_LINE}{' '}
          <Link
            to={DELIVERY_PATH}
            className="font-medium text-theme underline underline-offset-4 hover:no-underline"
          >
            {DELIVERY_LINK_LABEL}
          </Link>
        </span>
      </p>
    </div>
  );
}

/**
 * Product Details (server-sanitised body_html, or the title when empty), Key Benefits, How to
 * Use, Frequently Asked Questions: one open at a time.
 */
export function ProductInfoAccordion({
  handle,
  title,
  bodyHtml,
  content,
}: {
  handle: string;
  title: string;
  bodyHtml: string;
  content: ProductContent;
}) {
  // The same markup for every render with these props (`content` is the build's copy for the
  // handle): the server renders it once per product version (ssr/markup-cache.tsx).
  return (
    <ServerMarkupCache cacheKey={`info:${handle}:${title}:${bodyHtml}`}>
      <InfoAccordion title={title} bodyHtml={bodyHtml} content={content} />
    </ServerMarkupCache>
  );
}

function InfoAccordion({
  title,
  bodyHtml,
  content,
}: {
  title: string;
  bodyHtml: string;
  content: ProductContent;
}) {
  const hasBody = bodyHtml.trim().length > 0;
  return (
    <Accordion idPrefix="product-info" defaultValue="details" headingLevel={2}>
      <AccordionItem value="details">
        <AccordionTrigger className="font-display text-lg">
          {PDP_ACCORDION_TITLES.details}
        </AccordionTrigger>
        <AccordionContent>
          {hasBody ? (
            <div
              className="product-body flex flex-col gap-3 [&_a]:text-theme [&_a]:underline [&_h2]:font-display [&_h2]:text-foreground [&_h2]:text-lg [&_h3]:font-display [&_h3]:text-foreground [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:text-foreground [&_ul]:list-disc"
              // body_html is sanitised on the server with an allow-list (write and read).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side
              dangerouslySetInnerHTML={{ __html: bodyHtml }}
            />
          ) : (
            <p>{title}</p>
          )}
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="benefits">
        <AccordionTrigger className="font-display text-lg">
          {PDP_ACCORDION_TITLES.benefits}
        </AccordionTrigger>
        <AccordionContent>
          <ul className="flex flex-col gap-4">
            {content.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-theme-light text-theme">
                  <ContentIcon name={benefit.icon} className="size-4.5" />
                </span>
                <span>
                  <span className="block font-semibold text-foreground">{benefit.title}</span>
                  {benefit.description}
                </span>
              </li>
            ))}
          </ul>
          <ul className="mt-5 grid gap-2 sm:grid-cols-2">
            {content.keyFeatures.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-theme" />
                {feature}
              </li>
            ))}
          </ul>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="how-to-use">
        <AccordionTrigger className="font-display text-lg">
          {PDP_ACCORDION_TITLES.howToUse}
        </AccordionTrigger>
        <AccordionContent>
          <p>{content.howToUse}</p>
          <ol className="mt-4 flex flex-col gap-3">
            {content.usageSteps.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-theme font-semibold text-theme-foreground text-xs">
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold text-foreground">{step.title}</span>
                  {step.description}
                </span>
              </li>
            ))}
          </ol>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="faqs">
        <AccordionTrigger className="font-display text-lg">
          {PDP_ACCORDION_TITLES.faqs}
        </AccordionTrigger>
        <AccordionContent>
          <dl className="flex flex-col gap-4">
            {content.faqs.map((faq) => (
              <div key={faq.question}>
                <dt className="font-semibold text-foreground">{faq.question}</dt>
                <dd className="mt-1">{faq.answer}</dd>
              </div>
            ))}
          </dl>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
