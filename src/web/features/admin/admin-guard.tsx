import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/session';

/**
 * /admin and /admin/products: a spinner while roles load, then non-admins go to /; an admin
 * without a second factor goes to enrol in My Account; one whose session has
 * not passed the factor is asked to sign in with it.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner label="Checking your access" />;
  if (!me?.isAdmin) return <Navigate to="/" replace />;
  if (me.adminAssurance && !me.adminAssurance.hasFactor) {
    return <Navigate to="/account?enrol=admin" replace />;
  }
  if (me.adminAssurance && me.adminAssurance.level !== 'aal2') {
    return (
      <AdminShell
        eyebrow="Back office"
        title="Verify it's you"
        description="This session has not passed your second factor. Sign out, then sign in again with your authenticator code or your passkey to open the admin area."
      >
        <Link to="/account" className="font-medium text-primary underline underline-offset-4">
          Go to My Account
        </Link>
      </AdminShell>
    );
  }
  return <>{children}</>;
}

/** The calm page frame shared by the admin screens. */
export function AdminShell(props: {
  eyebrow: string;
  title: string;
  description: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex-1 bg-gradient-to-b from-sand/60 via-background to-background">
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-accent-strong text-eyebrow uppercase">{props.eyebrow}</p>
            <h1 className="mt-2 text-h1">{props.title}</h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">{props.description}</p>
          </div>
          {props.actions}
        </header>
        {props.children}
      </div>
    </div>
  );
}
