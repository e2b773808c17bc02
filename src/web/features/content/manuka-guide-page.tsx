import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import {
  MANUKA_GUIDE_PAGE,
  MANUKA_GUIDE_REFERENCES,
  MANUKA_GUIDE_SECTIONS,
  MGO_GRADES,
  UMF_GRADES,
} from '../../../core/content/manuka-guide';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /manuka-honey (docs/spec/accounts-and-back-office.md §2, §9): MGO and UMF grades, wellbeing, use and storage. */
export function Component() {
  const page = MANUKA_GUIDE_PAGE;
  useDocumentTitle(page.metaTitle);
  return (
    <div className="flex-1">
      <section className="bg-gradient-to-b from-accent-soft/70 to-background">
        <Container size="narrow" className="py-16 text-center sm:py-24">
          <p className="text-accent-strong text-eyebrow uppercase">{page.eyebrow}</p>
          <h1 className="mt-3 text-h1">{page.heading}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lead text-muted-foreground">{page.intro}</p>
          <Link
            to={page.shopCta.href}
            className={buttonVariants({ size: 'lg', className: 'mt-9' })}
          >
            {page.shopCta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Container>
      </section>

      <Container className="py-10">
        <section aria-labelledby="mgo-heading">
          <h2 id="mgo-heading" className="text-h2">
            {page.mgoTableHeading}
          </h2>
          <p className="mt-2 text-muted-foreground">{page.mgoTableCaption}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {MGO_GRADES.map((grade, index) => (
              <li
                key={grade.label}
                className="relative overflow-hidden rounded-2xl border border-border/70 bg-surface p-6 shadow-soft"
              >
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 top-0 h-1.5 bg-accent"
                  style={{ opacity: 0.35 + index * 0.2 }}
                />
                <p className="text-accent-strong text-eyebrow uppercase">{grade.strength}</p>
                <p className="mt-2 font-display text-3xl text-foreground">{grade.label}</p>
                <p className="mt-3 text-muted-foreground text-sm leading-relaxed">
                  {grade.description}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="umf-heading" className="mt-16">
          <h2 id="umf-heading" className="text-h2">
            {page.umfTableHeading}
          </h2>
          <div className="mt-8 overflow-hidden rounded-2xl border border-border/70 bg-surface shadow-soft">
            <table className="w-full text-left">
              <caption className="sr-only">{page.umfTableCaption}</caption>
              <thead className="bg-sand text-sm">
                <tr>
                  <th scope="col" className="px-6 py-4 font-semibold">
                    {page.umfColumnLabel}
                  </th>
                  <th scope="col" className="px-6 py-4 font-semibold">
                    {page.mgoColumnLabel}
                  </th>
                </tr>
              </thead>
              <tbody>
                {UMF_GRADES.map((grade) => (
                  <tr key={grade.label} className="border-border/70 border-t">
                    <th scope="row" className="px-6 py-4 font-display font-normal text-lg">
                      {grade.label}
                    </th>
                    <td className="px-6 py-4 text-foreground tabular-nums">{grade.mgoLabel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-muted-foreground text-sm leading-relaxed">{page.topGradeNote}</p>
        </section>
      </Container>

      <Container size="prose" className="flex flex-col gap-12 py-14 sm:py-20">
        {MANUKA_GUIDE_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="text-h3">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-foreground/85 leading-[1.8]">
                {paragraph}
              </p>
            ))}
            {section.points ? (
              <ul className="mt-5 flex flex-col gap-2.5">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-3 text-foreground/85 leading-relaxed">
                    <span
                      aria-hidden="true"
                      className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent"
                    />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}

        <div className="flex flex-col items-start gap-4 rounded-3xl bg-primary p-8 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={page.journalCta.href}
            className="font-medium text-primary-foreground underline-offset-4 hover:underline"
          >
            {page.journalCta.label}
          </Link>
          <Link
            to={page.shopCta.href}
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            {page.shopCta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>

        <section aria-labelledby="sources-heading">
          <h2 id="sources-heading" className="text-h4">
            {page.referencesHeading}
          </h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            {MANUKA_GUIDE_REFERENCES.map((reference) => (
              <li key={reference.url}>
                <a
                  href={reference.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-start gap-1.5 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {reference.title}
                  <ExternalLink aria-hidden="true" className="mt-1 size-3.5 shrink-0" />
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-muted-foreground text-xs leading-relaxed">{page.disclaimer}</p>
        </section>
      </Container>
    </div>
  );
}
