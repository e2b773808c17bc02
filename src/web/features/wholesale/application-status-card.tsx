import { ArrowRight, Clock3, Mail, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import {
  WHOLESALE_PAGE,
  WHOLESALE_REVIEW_TIME_SENTENCE,
} from '../../../core/content/wholesale-page';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import type { WholesaleApplicationDto } from './api';

export const STATUS_TEXT = {
  pending: { badge: 'Pending review', title: 'Application Under Review' },
  rejected: { badge: 'Not approved', title: 'Application Not Approved' },
} as const;

/** Shown instead of the form to a user whose application is pending or rejected. */
export function ApplicationStatusCard({ application }: { application: WholesaleApplicationDto }) {
  const pending = application.status !== 'rejected';
  const text = pending ? STATUS_TEXT.pending : STATUS_TEXT.rejected;
  const submitted = formatDate(application.createdAt);
  return (
    <section
      aria-labelledby="wholesale-status-heading"
      className="flex flex-col gap-6"
      data-testid="wholesale-application-status"
    >
      <div className="flex items-start gap-4">
        <span
          className={
            pending
              ? 'flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong'
              : 'flex size-12 shrink-0 items-center justify-center rounded-full bg-destructive-soft text-destructive'
          }
        >
          {pending ? (
            <Clock3 aria-hidden="true" className="size-6" />
          ) : (
            <XCircle aria-hidden="true" className="size-6" />
          )}
        </span>
        <div className="flex flex-col gap-2">
          <Badge variant={pending ? 'warning' : 'destructive'} className="self-start">
            Status: {text.badge}
          </Badge>
          <h3 id="wholesale-status-heading" className="font-display text-h3">
            {text.title}
          </h3>
        </div>
      </div>
      <p className="text-foreground/85 leading-relaxed">
        {pending ? WHOLESALE_PAGE.pendingNotice : WHOLESALE_PAGE.rejectedNotice}
      </p>
      {!pending && application.rejectionReason ? (
        <div
          className="rounded-xl border border-destructive/30 bg-destructive-soft/40 p-4 text-sm"
          data-testid="rejection-reason"
        >
          <p className="font-medium">Our reason</p>
          <p className="mt-1 whitespace-pre-line break-words text-foreground/85">
            {application.rejectionReason}
          </p>
        </div>
      ) : null}
      <dl className="grid gap-4 rounded-xl border border-border/80 bg-sand/40 p-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground text-xs uppercase tracking-wider">Business</dt>
          <dd className="mt-1 font-medium">{application.companyName}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs uppercase tracking-wider">Submitted</dt>
          <dd className="mt-1 font-medium">{submitted ?? '—'}</dd>
        </div>
      </dl>
      {pending ? (
        <p className="flex items-start gap-3 text-muted-foreground text-sm">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {WHOLESALE_REVIEW_TIME_SENTENCE} Once approved, the Wholesale Shop link appears in the
          menu.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link
          to="/contact"
          className={buttonVariants({ variant: pending ? 'outline' : 'primary' })}
        >
          Contact Our Trade Team
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/shop" className={buttonVariants({ variant: 'ghost' })}>
          Browse the Shop
        </Link>
      </div>
    </section>
  );
}
