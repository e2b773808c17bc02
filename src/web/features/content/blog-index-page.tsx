import { ARTICLES, BLOG_STRINGS } from '../../../core/content/articles';
import { ArticleCard } from '../../components/article-card';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /blog: the three journal articles (an added route, docs/spec/spec-notes.md "Routes not named"). */
export function Component() {
  useDocumentTitle(BLOG_STRINGS.indexTitle);
  return (
    <div className="flex-1">
      <section className="bg-gradient-to-b from-sand to-background">
        <Container size="narrow" className="py-16 text-center sm:py-24">
          <p className="text-accent-strong text-eyebrow uppercase">Journal</p>
          <h1 className="mt-3 text-h1">{BLOG_STRINGS.indexTitle}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lead text-muted-foreground">
            {BLOG_STRINGS.indexIntro}
          </p>
        </Container>
      </section>
      <Container className="pb-20 sm:pb-28">
        <ul className="grid gap-8 md:grid-cols-3">
          {ARTICLES.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} cta={BLOG_STRINGS.readArticle} />
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
