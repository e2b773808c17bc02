import type { LegalDocument } from '../../../core/content/legal';
import { buildLastUpdatedText, DEFAULT_LEGAL_CONTEXT } from '../../../core/content/legal';
import { Container } from '../../components/ui/container';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A legal page: title, fixed 'Last updated' date, contents list and numbered sections. */
export function LegalDocumentPage({
  build,
}: {
  build: (context: typeof DEFAULT_LEGAL_CONTEXT) => LegalDocument;
}) {
  const { shopName, supportEmail } = useStoreConfigOrDefault();
  const doc = build({ ...DEFAULT_LEGAL_CONTEXT, shopName, supportEmail });
  useDocumentTitle(doc.title);
  return (
    <div className="flex-1">
      <section className="bg-gradient-to-b from-sand to-background">
        <Container size="prose" className="pt-16 pb-10 sm:pt-24">
          <h1 className="text-h1">{doc.title}</h1>
          <p className="mt-4 text-muted-foreground text-sm">
            {buildLastUpdatedText(doc.lastUpdated)}
          </p>
          <p className="mt-6 text-lead text-muted-foreground">{doc.intro}</p>
        </Container>
      </section>
      <Container size="prose" className="pb-20 sm:pb-28">
        <nav
          aria-label="Contents"
          className="rounded-2xl border border-border/70 bg-surface p-6 shadow-soft"
        >
          <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 flex flex-col gap-10">
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-h3">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-foreground/85 leading-[1.75]">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-foreground/85 leading-relaxed marker:text-accent">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.after?.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-foreground/85 leading-[1.75]">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}
