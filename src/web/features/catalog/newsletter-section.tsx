import { Mail } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { HOME_NEWSLETTER } from '../../../core/content/home';
import type { newsletterSchema } from '../../../core/schemas/newsletter';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Input } from '../../components/ui/input';
import { getErrorMessage } from '../../lib/api-client';
import { useSubscribeToNewsletter } from './api';

/**
 * Newsletter (#newsletter, storefront §4): one required email field and Subscribe. On success the
 * toast 'Thank you for subscribing.' shows and the field clears. The address is stored on the
 * server (docs/decisions.md). The native `required` means an empty submit does nothing.
 */
type NewsletterInput = z.input<typeof newsletterSchema>;
type NewsletterOutput = z.output<typeof newsletterSchema>;

/**
 * The server's zod schema, loaded on the first submit: zod is not on the home page's first paint
 * (about 38 KB), yet the form and the route still validate with the same schema.
 */
const newsletterResolver: Resolver<NewsletterInput, unknown, NewsletterOutput> = async (
  values,
  context,
  options,
) => {
  const [{ zodResolver }, { newsletterSchema: schema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../core/schemas/newsletter'),
  ]);
  return zodResolver(schema)(values, context, options);
};

export function NewsletterSection() {
  const subscribe = useSubscribeToNewsletter();
  const form = useForm<NewsletterInput, unknown, NewsletterOutput>({
    resolver: newsletterResolver,
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values);
      toast.success(HOME_NEWSLETTER.successToast);
      form.reset({ email: '' });
    } catch (err) {
      toast.error(getErrorMessage(err));
    }
  });

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
          onSubmit={onSubmit}
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
              {...form.register('email')}
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
