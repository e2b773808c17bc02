import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { STORY_PAGE, STORY_PROMISES, STORY_SECTIONS } from '../../../core/content/story';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /story (docs/spec/accounts-and-back-office.md §2): the founder's story with images, Explore Our Products and Back. */
export function Component() {
  useDocumentTitle(STORY_PAGE.metaTitle);
  return (
    <div className="flex-1">
      <section className="bg-gradient-to-b from-sand to-background">
        <Container size="narrow" className="py-16 text-center sm:py-24">
          <p className="text-accent-strong text-eyebrow uppercase">{STORY_PAGE.eyebrow}</p>
          <h1 className="mt-3 text-h1">{STORY_PAGE.heading}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lead text-muted-foreground">
            {STORY_PAGE.intro}
          </p>
        </Container>
      </section>

      <Container className="flex flex-col gap-20 pb-20 sm:gap-28 sm:pb-28">
        {STORY_SECTIONS.map((section, index) => (
          <section
            key={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
          >
            <img
              src={section.image.src}
              alt={section.image.alt}
              width={section.image.width}
              height={section.image.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className={cn(
                'aspect-[4/3] w-full rounded-3xl bg-sand object-cover shadow-lifted',
                index % 2 === 1 && 'lg:order-2',
              )}
            />
            <div>
              <p className="font-display text-accent-strong text-lg">0{index + 1}</p>
              <h2 id={`${section.id}-heading`} className="mt-2 text-h2">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-5 text-muted-foreground leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
        ))}
      </Container>

      <section className="bg-primary py-20 text-primary-foreground sm:py-24">
        <Container size="narrow" className="text-center">
          <blockquote>
            <p className="font-display text-2xl text-primary-foreground italic leading-relaxed sm:text-3xl">
              “{STORY_PAGE.quote}”
            </p>
            <footer className="mt-5 text-honey text-sm">{STORY_PAGE.quoteAttribution}</footer>
          </blockquote>
        </Container>
      </section>

      <Container className="py-20 sm:py-24">
        <ul className="grid gap-6 md:grid-cols-3">
          {STORY_PROMISES.map((promise) => (
            <li
              key={promise.title}
              className="rounded-2xl border border-border/70 bg-surface p-7 shadow-soft"
            >
              <h2 className="font-display text-h4">{promise.title}</h2>
              <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{promise.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center font-display text-lg text-muted-foreground italic">
          {STORY_PAGE.signature}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={STORY_PAGE.exploreButton.href} className={buttonVariants({ size: 'lg' })}>
            {STORY_PAGE.exploreButton.label}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link
            to={STORY_PAGE.backButton.href}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            <ArrowLeft aria-hidden="true" />
            {STORY_PAGE.backButton.label}
          </Link>
        </div>
      </Container>
    </div>
  );
}
