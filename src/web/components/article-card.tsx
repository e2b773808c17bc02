import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  type ArticleSummary,
  articleHref,
  formatArticleDate,
} from '../../core/content/article-summaries';
import { cn } from '../lib/cn';

/** A journal card linking to /blog/{slug} (home teaser, blog index, related articles). */
export function ArticleCard({
  article,
  cta,
  tone = 'surface',
}: {
  article: ArticleSummary;
  cta: string;
  /** The card's background: 'background' on sections that are themselves 'surface'. */
  tone?: 'surface' | 'background';
}) {
  return (
    <Link
      to={articleHref(article.slug)}
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-2xl border border-border/70 shadow-soft transition-[box-shadow,transform] duration-300 hover:shadow-lifted',
        tone === 'surface' ? 'bg-surface' : 'bg-background',
      )}
    >
      <span className="block aspect-[16/10] overflow-hidden bg-sand">
        <img
          src={article.image}
          alt={article.imageAlt}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
      </span>
      <span className="flex flex-1 flex-col p-6">
        <span className="flex items-center gap-3 text-xs">
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-semibold text-primary">
            {article.category}
          </span>
          <span className="text-muted-foreground">{article.readTime}</span>
        </span>
        <span className="mt-4 font-display text-foreground text-xl leading-snug">
          {article.title}
        </span>
        <span className="mt-3 line-clamp-3 text-muted-foreground text-sm leading-relaxed">
          {article.excerpt}
        </span>
        <span className="mt-auto flex items-center justify-between pt-5 text-sm">
          <span className="text-muted-foreground">{formatArticleDate(article.date)}</span>
          <span className="inline-flex items-center gap-1 font-medium text-primary">
            {cta}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </span>
        </span>
      </span>
    </Link>
  );
}
