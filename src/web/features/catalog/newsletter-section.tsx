import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { HOME_NEWSLETTER } from '../../../core/content/home';
import type { newsletterSchema } from '../../../core/schemas/newsletter';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Input } from '../../components/ui/input';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSubscribeToNewsletter } from './api';

/**
 * Newsletter (#newsletter, docs/spec/storefront.md §4): one required email field and Subscribe. On success the
 * toast 'Thank you for subscribing.' shows and the field clears. The address is stored on the
 * server (docs/decisions/009-storefront-newsletter-contact-and-head.md). The native `required` means an empty submit does nothing.
 *
 * A plain controlled form rather than react-hook-form (about 15 KB gzip on the home page's first
 * paint for one field). It validates with the server's zod schema, loaded on the first submit so
 * zod stays off the first paint too: the message shown is the schema's own. As with a resolver
 * form, it validates on submit and, after a failed submit, again on every change.
 */
type NewsletterSchema = typeof newsletterSchema;

let schemaPromise: Promise<NewsletterSchema> | undefined;
const loadSchema = () => {
  schemaPromise ??= import('../../../core/schemas/newsletter').then((m) => m.newsletterSchema);
  return schemaPromise;
};

/** The first message for the email field, or undefined when the value passes the schema. */
function validateEmail(schema: NewsletterSchema, email: string): string | undefined {
  const result = schema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function NewsletterSection() {
  const subscribe = useSubscribeToNewsletter();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [schema, setSchema] = useState<NewsletterSchema | undefined>();
  const [submitted, setSubmitted] = useState(false);

  const onChange = (value: string) => {
    setEmail(value);
    if (submitted && schema) setError(validateEmail(schema, value));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const loaded = await loadSchema();
    setSchema(loaded);
    const parsed = loaded.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await subscribe.mutateAsync(parsed.data);
      toast.success(HOME_NEWSLETTER.successToast);
      setEmail('');
      setSubmitted(false);
    } catch (err) {
      toast.error(getErrorMessage(err));
    }
  };

  return (
    <section
      id={HOME_NEWSLETTER.anchor}
      aria-labelledby="newsletter-heading"
      className="relative overflow-hidden bg-primary py-20 text-primary-foreground sm:py-24"
    >
      <HoneycombPattern />
      <Container size="narrow" className="relative text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-honey/15 text-honey">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-6 text-eyebrow text-honey uppercase">{HOME_NEWSLETTER.eyebrow}</p>
        <h2 id="newsletter-heading" className="mt-3 text-h2 text-primary-foreground">
          {HOME_NEWSLETTER.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lead text-primary-foreground/80">
          {HOME_NEWSLETTER.intro}
        </p>
        <form
          onSubmit={(event) => void onSubmit(event)}
          className="mx-auto mt-9 flex max-w-lg flex-col gap-3 sm:flex-row"
          aria-label={HOME_NEWSLETTER.heading}
        >
          <div className="flex-1 text-left">
            <label htmlFor="newsletter-email" className="sr-only">
              {HOME_NEWSLETTER.emailLabel}
            </label>
            <Input
              id="newsletter-email"
              type="email"
              required
              autoComplete="email"
              placeholder={HOME_NEWSLETTER.emailPlaceholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'newsletter-email-error' : undefined}
              className="h-12 rounded-full border-transparent bg-cream px-5 text-ink"
              name="email"
              value={email}
              onChange={(event) => onChange(event.currentTarget.value)}
            />
            {error ? (
              <p id="newsletter-email-error" className="mt-2 px-4 text-honey text-sm">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="accent" size="lg" loading={subscribe.isPending}>
            {HOME_NEWSLETTER.button}
          </Button>
        </form>
        <PrivacyNote />
      </Container>
    </section>
  );
}

/** The privacy note with its 'Privacy Policy' words as a link. */
function PrivacyNote() {
  const { privacyNote, privacyLink } = HOME_NEWSLETTER;
  const at = privacyNote.indexOf(privacyLink.label);
  const before = at >= 0 ? privacyNote.slice(0, at) : `${privacyNote} `;
  const after = at >= 0 ? privacyNote.slice(at + privacyLink.label.length) : '';
  return (
    <p className="mt-5 text-primary-foreground/65 text-xs">
      {before}
      <Link
        to={privacyLink.href}
        className="underline decoration-honey/60 underline-offset-4 hover:decoration-honey"
      >
        {privacyLink.label}
      </Link>
      {after}
    </p>
  );
}

function HoneycombPattern() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full opacity-[0.07]"
    >
      <defs>
        <pattern id="honeycomb" width="56" height="97" patternUnits="userSpaceOnUse">
          <path
            d="M28 0 56 16v32L28 64 0 48V16Zm0 64 28 16v32M28 64 0 80v32"
            fill="none"
            stroke="#c8962e"
            strokeWidth="1.2"
          />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#honeycomb)" />
    </svg>
  );
}
