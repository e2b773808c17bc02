import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  BadgePercent,
  Clock3,
  FlaskConical,
  Headset,
  type LucideIcon,
  Package,
  ShieldCheck,
  Store,
  Truck,
} from 'lucide-react';
import { Link, Navigate } from 'react-router';
import {
  WHOLESALE_HERO,
  WHOLESALE_PAGE,
  WHOLESALE_STEPS,
  WHOLESALE_WHY_PARTNER,
  type WholesaleBenefit,
} from '../../../core/content/wholesale-page';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { wholesaleApplicationQuery } from './api';
import { ApplicationForm, SignInPrompt } from './application-form';
import { ApplicationStatusCard } from './application-status-card';

const BENEFIT_ICONS: Record<WholesaleBenefit['icon'], LucideIcon> = {
  'badge-percent': BadgePercent,
  truck: Truck,
  'shield-check': ShieldCheck,
  'flask-conical': FlaskConical,
  headset: Headset,
  package: Package,
};

const CLAIM_ICONS: readonly LucideIcon[] = [Store, Clock3, BadgePercent, ShieldCheck, Truck];

/** /wholesale (docs/spec/accounts-and-back-office.md §2): hero with the claims, why partner, and the application. */
export function Component() {
  useDocumentTitle(WHOLESALE_PAGE.metaTitle);
  const me = useMe();
  const user = me.data?.user ?? null;
  const application = useQuery({ ...wholesaleApplicationQuery, enabled: user !== null });
  const status = me.data?.wholesaleStatus ?? null;

  const current = application.data?.application ?? null;
  if (status === 'approved' || current?.status === 'approved') {
    return <Navigate to="/wholesale-shop" replace />;
  }

  return (
    <div className="flex-1">
      <Hero />
      <WhyPartner />
      <section
        id={WHOLESALE_PAGE.applicationAnchor}
        aria-labelledby="wholesale-application-heading"
        className="scroll-mt-20 bg-sand/60 py-16 sm:py-24"
      >
        <Container>
          <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
            <ApplicationAside showSignIn={!me.isPending && user === null} />
            <div className="-mx-1 rounded-3xl border border-border/70 bg-surface p-5 shadow-lifted sm:mx-0 sm:p-10 lg:self-start">
              {me.isPending || (user !== null && application.isPending) ? (
                <div className="flex min-h-72 items-center justify-center text-primary">
                  <Spinner size="lg" label="Loading your application" />
                </div>
              ) : current ? (
                <ApplicationStatusCard application={current} />
              ) : (
                <ApplicationForm signedInEmail={user?.email ?? null} />
              )}
            </div>
          </div>
        </Container>
      </section>
    </div>
  );
}

function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-forest-deep text-primary-foreground">
      <img
        src="/media/scenes/wholesale-hero.svg"
        alt=""
        width={1600}
        height={900}
        className="-z-10 absolute inset-0 h-full w-full object-cover object-right opacity-50"
      />
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-gradient-to-b from-forest-deep/85 via-forest-deep/90 to-forest-deep sm:bg-gradient-to-r sm:from-forest-deep sm:via-forest-deep/85 sm:to-forest-deep/20"
      />
      <Container className="py-16 sm:py-24 lg:py-28">
        <div className="max-w-2xl">
          <p className="text-eyebrow text-honey uppercase">{WHOLESALE_HERO.eyebrow}</p>
          <h1 className="mt-4 text-display text-primary-foreground">{WHOLESALE_HERO.heading}</h1>
          <p className="mt-6 max-w-xl text-lead text-primary-foreground/80">
            {WHOLESALE_HERO.text}
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <a
              href={WHOLESALE_HERO.primaryCta.href}
              className={buttonVariants({ variant: 'accent', size: 'lg' })}
            >
              {WHOLESALE_HERO.primaryCta.label}
              <ArrowRight aria-hidden="true" />
            </a>
            <Link
              to={WHOLESALE_HERO.secondaryCta.href}
              className={buttonVariants({
                variant: 'outline',
                size: 'lg',
                className:
                  'border-primary-foreground/30 bg-transparent text-primary-foreground hover:border-primary-foreground/60 hover:bg-primary-foreground/10',
              })}
            >
              {WHOLESALE_HERO.secondaryCta.label}
            </Link>
          </div>
        </div>
        <ul
          aria-label="Why retailers choose us"
          className="mt-14 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-primary-foreground/15 bg-primary-foreground/15 sm:grid-cols-3 lg:mt-20 lg:grid-cols-5"
        >
          {WHOLESALE_HERO.claims.map((claim, index) => {
            const Icon = CLAIM_ICONS[index] ?? Store;
            return (
              <li
                key={claim.label}
                className="flex flex-col gap-2 bg-forest-deep/85 p-5 backdrop-blur-sm last:col-span-2 sm:p-6 sm:last:col-span-1"
              >
                <Icon aria-hidden="true" className="size-5 text-honey" strokeWidth={1.75} />
                <span className="font-display text-3xl text-primary-foreground tabular-nums sm:text-4xl">
                  {claim.value}
                </span>
                <span className="text-primary-foreground/75 text-sm leading-snug">
                  {claim.label}
                </span>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

function WhyPartner() {
  return (
    <section aria-labelledby="why-partner-heading" className="py-16 sm:py-24">
      <Container>
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
          <p className="text-accent-strong text-eyebrow uppercase">Trade Programme</p>
          <h2 id="why-partner-heading" className="text-h2">
            {WHOLESALE_WHY_PARTNER.heading}
          </h2>
          <p className="text-lead text-muted-foreground">{WHOLESALE_WHY_PARTNER.intro}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {WHOLESALE_WHY_PARTNER.benefits.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit.icon];
            return (
              <li
                key={benefit.title}
                className="flex gap-4 rounded-2xl border border-border/70 bg-surface p-5 shadow-soft sm:flex-col sm:p-7"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary sm:size-12">
                  <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
                </span>
                <div className="flex flex-col gap-1.5 sm:gap-3">
                  <h3 className="font-display text-h4">{benefit.title}</h3>
                  <p className="text-muted-foreground text-sm leading-relaxed sm:text-base">
                    {benefit.description}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

function ApplicationAside({ showSignIn }: { showSignIn: boolean }) {
  return (
    <div className="flex flex-col gap-8 lg:sticky lg:top-28 lg:self-start">
      <div className="flex flex-col gap-4">
        <p className="text-accent-strong text-eyebrow uppercase">Apply in three steps</p>
        <h2 id="wholesale-application-heading" className="text-h2">
          {WHOLESALE_PAGE.formHeading}
        </h2>
        <p className="text-lead text-muted-foreground">{WHOLESALE_PAGE.formIntro}</p>
        {showSignIn ? <SignInPrompt /> : null}
      </div>
      <ol className="hidden flex-col gap-5 lg:flex">
        {WHOLESALE_STEPS.map((step) => (
          <li key={step.number} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full border border-accent/50 bg-surface font-display text-accent-strong"
            >
              {step.number}
            </span>
            <div>
              <p className="font-semibold">{step.title}</p>
              <p className="text-muted-foreground text-sm">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 rounded-2xl border border-accent/30 bg-accent-soft/60 p-5 text-sm">
        <p className="flex items-start gap-3 font-medium">
          <Package aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          {WHOLESALE_PAGE.minimumOrderNote}
        </p>
        <p className="text-foreground/80">
          {WHOLESALE_PAGE.bulkCupsNote}{' '}
          <Link
            to="/bulk-cupping-cups"
            className="font-medium text-primary underline underline-offset-4"
          >
            Bulk cupping cups
          </Link>
        </p>
      </div>
    </div>
  );
}
