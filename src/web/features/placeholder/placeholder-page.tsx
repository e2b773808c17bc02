import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/use-document-title';

export type PlaceholderPageProps = {
  title: string;
  description: string;
  eyebrow?: string;
};

/**
 * A stand-in page in the shop's style, used until a feature's real page replaces its route
 * module. Sets the document title.
 */
export function PlaceholderPage({ title, description, eyebrow }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <section className="relative flex-1 overflow-hidden bg-gradient-to-b from-sand/70 to-background">
      <svg
        aria-hidden="true"
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -right-10 -bottom-20 hidden h-80 w-80 text-accent opacity-[0.08] md:block"
        fill="currentColor"
      >
        <path d="M100 10c30 40 55 70 55 100a55 55 0 0 1-110 0c0-30 25-60 55-100Z" />
      </svg>
      <Container size="narrow" className="relative py-20 text-center sm:py-28">
        {eyebrow ? <p className="text-accent-strong text-eyebrow uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 text-h1">{title}</h1>
        <p className="mx-auto mt-5 max-w-xl text-lead text-muted-foreground">{description}</p>
        <div aria-hidden="true" className="mx-auto mt-10 flex items-center justify-center gap-3">
          <span className="h-px w-12 bg-accent/60" />
          <span className="size-1.5 rotate-45 bg-accent" />
          <span className="h-px w-12 bg-accent/60" />
        </div>
      </Container>
    </section>
  );
}
