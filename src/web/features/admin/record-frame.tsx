// The frame of an admin page about one record (an order, a customer): the page title, a link back
// to the list, the loading and error states, and the titled card each section of the record sits in.
// (Not named *-page.tsx: that suffix marks a lazy route module for src/web/router.tsx.)
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard, AdminShell } from './admin-guard';

/** One titled card of a record page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}

export function AdminRecordPage<T>(props: {
  eyebrow: string;
  /** The page and document title: the record's name once loaded, else what it is. */
  title: string;
  description: string;
  back: { to: string; label: string };
  /** What the record is, in the loading and error lines: "order", "customer". */
  noun: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  useDocumentTitle(props.title);
  return (
    <AdminGuard>
      <AdminShell
        eyebrow={props.eyebrow}
        title={props.title}
        description={props.description}
        actions={
          <Link to={props.back.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" />
            {props.back.label}
          </Link>
        }
      >
        {query.isPending ? (
          <PageSpinner label={`Loading the ${props.noun}`} className="min-h-40" />
        ) : query.isError ? (
          <p className="text-destructive" role="alert">
            Could not load the {props.noun}: {query.error.message}
          </p>
        ) : (
          props.children(query.data)
        )}
      </AdminShell>
    </AdminGuard>
  );
}
