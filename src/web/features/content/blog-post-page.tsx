import { ArrowLeft, ArrowRight, Clock, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  ARTICLES,
  BLOG_STRINGS,
  findArticleBySlug,
  formatArticleDate,
} from '../../../core/content/articles';
import { BRAND_TAGLINE } from '../../../core/content/brand';
import { ArticleCard } from '../../components/article-card';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /blog/{slug} (docs/spec/accounts-and-back-office.md §2): a static article, or 'Blog Post Not Found'. */
export function Component() {
  const { slug = '' } = useParams();
  const article = findArticleBySlug(slug);
  useDocumentTitle(article ? article.title : BLOG_STRINGS.notFoundTitle);

  if (!article) {
    return (
      <Container
        size="narrow"
        className="flex flex-1 flex-col items-center py-24 text-center sm:py-32"
      >
        <p className="text-accent-strong text-eyebrow uppercase">404</p>
        <h1 className="mt-3 text-h1">{BLOG_STRINGS.notFoundTitle}</h1>
        <p className="mt-4 max-w-md text-lead text-muted-foreground">{BLOG_STRINGS.notFoundText}</p>
        <Link
          to={BLOG_STRINGS.backHomeHref}
          className={buttonVariants({ size: 'lg', className: 'mt-9' })}
        >
          <ArrowLeft aria-hidden="true" />
          {BLOG_STRINGS.backHome}
        </Link>
      </Container>
    );
  }

  const others = ARTICLES.filter((other) => other.slug !== article.slug);

  return (
    <article className="flex-1">
      <header className="bg-gradient-to-b from-sand to-background">
        <Container size="prose" className="pt-12 pb-10 text-center sm:pt-20">
          <p>
            <span className="rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary text-xs">
              {article.category}
            </span>
          </p>
          <h1 className="mt-6 text-h1">{article.title}</h1>
          <p className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            <span>
              {BLOG_STRINGS.byline}{' '}
              <span className="font-medium text-foreground">{article.author}</span>,{' '}
              {article.authorRole}
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {article.readTime}
            </span>
          </p>
        </Container>
      </header>
      <Container size="narrow">
        <img
          src={article.image}
          alt={article.imageAlt}
          width={1200}
          height={675}
          loading="eager"
          fetchPriority="high"
          className="aspect-[16/9] w-full rounded-3xl bg-sand object-cover shadow-lifted"
        />
      </Container>
      <Container size="prose" className="py-14 sm:py-20">
        <div className="flex flex-col gap-10">
          {article.content.map((section, index) => (
            <section key={section.heading ?? index} className="flex flex-col gap-5">
              {section.heading ? <h2 className="text-h3">{section.heading}</h2> : null}
              {section.paragraphs.map((paragraph, pIndex) => (
                <p
                  key={paragraph}
                  className={
                    index === 0 && pIndex === 0
                      ? 'text-foreground text-lead'
                      : 'text-[1.0625rem] text-foreground/85 leading-[1.8]'
                  }
                >
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>

        <p className="mt-12 rounded-2xl bg-sand px-6 py-5 text-muted-foreground text-sm leading-relaxed">
          {BLOG_STRINGS.disclaimer}
        </p>

        {article.references.length > 0 ? (
          <section
            aria-labelledby="references-heading"
            className="mt-12 border-border border-t pt-10"
          >
            <h2 id="references-heading" className="text-h3">
              {BLOG_STRINGS.referencesHeading}
            </h2>
            <ol className="mt-6 flex flex-col gap-4">
              {article.references.map((reference, index) => (
                <li key={reference.url} className="flex gap-4 text-sm leading-relaxed">
                  <span className="font-display text-accent-strong">{index + 1}.</span>
                  <span className="flex-1">
                    <span className="text-foreground/85">{reference.title}</span>{' '}
                    <a
                      href={reference.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {BLOG_STRINGS.viewSource}
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                    </a>
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        <div className="mt-12 flex flex-col items-start gap-4 rounded-3xl bg-primary p-8 text-primary-foreground sm:flex-row sm:items-center sm:justify-between">
          <p className="font-display text-primary-foreground text-xl">{BRAND_TAGLINE}</p>
          <Link
            to={BLOG_STRINGS.shopNowHref}
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            {BLOG_STRINGS.shopNow}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </Container>

      <section aria-labelledby="more-heading" className="bg-surface py-16 sm:py-20">
        <Container>
          <h2 id="more-heading" className="text-h2">
            {BLOG_STRINGS.indexTitle}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-2">
            {others.map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} cta={BLOG_STRINGS.readArticle} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </article>
  );
}
