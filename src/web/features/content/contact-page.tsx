import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Mail, MapPin, Navigation, Phone, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  buildContactCards,
  CONTACT_PAGE,
  type ContactCardKind,
  DEFAULT_CONTACT_DETAILS,
  formatAddressLines,
} from '../../../core/content/contact-info';
import { contactSchema } from '../../../core/schemas/contact';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api-client';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSubmitContact } from './api';

const CARD_ICONS: Record<ContactCardKind, ReactNode> = {
  visit: <MapPin aria-hidden="true" className="size-5" />,
  phone: <Phone aria-hidden="true" className="size-5" />,
  email: <Mail aria-hidden="true" className="size-5" />,
  hours: <Clock aria-hidden="true" className="size-5" />,
};

type ContactFormInput = z.input<typeof contactSchema>;
type ContactFormOutput = z.output<typeof contactSchema>;

const EMPTY_FORM: ContactFormInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** /contact (docs/spec/accounts-and-back-office.md §2): hero, four info cards, Find Us, and the Send Us a Message form. */
export function Component() {
  useDocumentTitle(CONTACT_PAGE.metaTitle);
  const { supportEmail, mapEmbedUrl } = useStoreConfigOrDefault();
  const details = { ...DEFAULT_CONTACT_DETAILS, email: supportEmail };
  const cards = buildContactCards(details);

  return (
    <div className="flex-1">
      <section className="relative overflow-hidden bg-gradient-to-b from-sand to-background">
        <Container size="narrow" className="relative py-16 text-center sm:py-24">
          <p className="text-accent-strong text-eyebrow uppercase">{CONTACT_PAGE.metaTitle}</p>
          <h1 className="mt-3 text-h1">{CONTACT_PAGE.hero.heading}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lead text-muted-foreground">
            {CONTACT_PAGE.hero.text}
          </p>
        </Container>
      </section>

      {/* relative: painted above the positioned hero it overlaps, so the cards keep their top edge. */}
      <Container className="relative -mt-4 pb-6">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li
              key={card.kind}
              className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-surface p-6 shadow-soft"
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
                {CARD_ICONS[card.kind]}
              </span>
              <h2 className="font-display text-h4">{card.title}</h2>
              <div className="flex flex-col gap-0.5 text-muted-foreground text-sm leading-relaxed">
                {card.lines.map((line, index) =>
                  index === 0 && card.href ? (
                    <a
                      key={line}
                      href={card.href}
                      className="break-words font-medium text-foreground underline decoration-accent/50 underline-offset-4 hover:decoration-accent"
                    >
                      {line}
                    </a>
                  ) : (
                    <span key={line}>{line}</span>
                  ),
                )}
              </div>
            </li>
          ))}
        </ul>
      </Container>

      <Container className="py-14 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-14">
          <FindUs mapEmbedUrl={mapEmbedUrl} addressLines={formatAddressLines(details.address)} />
          <ContactForm />
        </div>
      </Container>
    </div>
  );
}

function FindUs({
  mapEmbedUrl,
  addressLines,
}: {
  mapEmbedUrl: string | null;
  addressLines: string[];
}) {
  const { findUs } = CONTACT_PAGE;
  return (
    <section aria-labelledby="find-us-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="find-us-heading" className="text-h2">
          {findUs.heading}
        </h2>
        <p className="mt-3 text-muted-foreground leading-relaxed">{findUs.text}</p>
      </div>
      {mapEmbedUrl ? (
        <iframe
          src={mapEmbedUrl}
          title={findUs.mapTitle}
          width={600}
          height={420}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="aspect-[4/3] w-full rounded-2xl border border-border/70 bg-sand shadow-soft"
        />
      ) : (
        <StaticMapCard addressLines={addressLines} />
      )}
    </section>
  );
}

/** A drawn map card (no third-party code) with the address and a directions link. */
function StaticMapCard({ addressLines }: { addressLines: string[] }) {
  const { findUs } = CONTACT_PAGE;
  return (
    <div className="overflow-hidden rounded-2xl border border-border/70 bg-surface shadow-soft">
      <svg
        role="img"
        aria-label={findUs.mapTitle}
        viewBox="0 0 600 360"
        width={600}
        height={360}
        className="h-auto w-full bg-[#efe8da]"
      >
        <rect width="600" height="360" fill="#efe8da" />
        <path d="M0 250 C120 230 200 290 330 260 S520 200 600 220 V360 H0Z" fill="#dfe9dc" />
        <path
          d="M-10 120 C150 150 260 60 380 110 S560 170 610 140"
          stroke="#bcd3e0"
          strokeWidth="18"
          fill="none"
        />
        <g stroke="#fffdf9" strokeLinecap="round" fill="none">
          <path d="M40 0 L120 360" strokeWidth="12" />
          <path d="M0 200 L600 170" strokeWidth="14" />
          <path d="M300 0 L280 360" strokeWidth="10" />
          <path d="M420 0 L520 360" strokeWidth="8" />
          <path d="M0 300 L600 320" strokeWidth="7" />
          <path d="M180 0 L220 180" strokeWidth="6" />
        </g>
        <g fill="#e6dccb">
          <rect x="330" y="40" width="60" height="40" rx="4" />
          <rect x="460" y="60" width="70" height="50" rx="4" />
          <rect x="140" y="220" width="70" height="40" rx="4" />
          <rect x="340" y="220" width="60" height="30" rx="4" />
        </g>
        <circle cx="292" cy="184" r="46" fill="#1f4d3a" opacity="0.12" />
        <path
          d="M292 140c-17 0-30 13-30 30 0 22 30 50 30 50s30-28 30-50c0-17-13-30-30-30Z"
          fill="#1f4d3a"
        />
        <circle cx="292" cy="170" r="11" fill="#c8962e" />
      </svg>
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <address className="text-muted-foreground text-sm not-italic leading-relaxed">
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <a
          href={findUs.mapLinkHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-border-strong px-4 font-medium text-foreground text-sm transition-colors hover:border-primary/50 hover:bg-primary-soft/60"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {findUs.mapLinkLabel}
        </a>
      </div>
    </div>
  );
}

function ContactForm() {
  const { form: strings, toasts } = CONTACT_PAGE;
  const submit = useSubmitContact();
  const form = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({ ...values, phone: values.phone ? values.phone : undefined });
      toast.success(toasts.success.title, { description: toasts.success.description });
      form.reset(EMPTY_FORM);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if (field in EMPTY_FORM && messages[0]) {
            form.setError(field as keyof ContactFormInput, { message: messages[0] });
          }
        }
      }
      const description =
        isApiError(error) && error.code === 'rate_limited'
          ? error.message
          : toasts.failure.description;
      toast.error(toasts.failure.title, { description });
    }
  });

  const busy = submit.isPending;

  return (
    <section
      aria-labelledby="contact-form-heading"
      className="rounded-3xl border border-border/70 bg-surface p-6 shadow-soft sm:p-10"
    >
      <h2 id="contact-form-heading" className="text-h2">
        {strings.heading}
      </h2>
      <p className="mt-3 text-muted-foreground">{strings.intro}</p>
      <form onSubmit={onSubmit} noValidate className="mt-8 flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={strings.labels.name} error={errors.name?.message}>
            <Input
              autoComplete="name"
              placeholder={strings.placeholders.name}
              {...form.register('name')}
            />
          </FormField>
          <FormField label={strings.labels.email} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder={strings.placeholders.email}
              {...form.register('email')}
            />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={strings.labels.phone} error={errors.phone?.message}>
            <Input
              type="tel"
              autoComplete="tel"
              placeholder={strings.placeholders.phone}
              {...form.register('phone')}
            />
          </FormField>
          <FormField label={strings.labels.subject} error={errors.subject?.message}>
            <Input placeholder={strings.placeholders.subject} {...form.register('subject')} />
          </FormField>
        </div>
        <FormField label={strings.labels.message} error={errors.message?.message}>
          <Textarea
            rows={6}
            placeholder={strings.placeholders.message}
            {...form.register('message')}
          />
        </FormField>
        <p className="text-muted-foreground text-xs leading-relaxed">{strings.healthNote}</p>
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-sm">{strings.requiredNote}</p>
          <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
            <Send aria-hidden="true" />
            {busy ? strings.submitting : strings.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
