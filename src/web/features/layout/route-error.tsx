import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrandMark } from './logo';
import { NotFoundContent } from './not-found-content';

function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );
}

function ErrorContent({ error }: { error: unknown }) {
  const stale = isChunkLoadError(error);
  useDocumentTitle(stale ? 'Update available' : 'Something went wrong');
  return (
    <Container
      size="narrow"
      className="flex flex-1 flex-col items-center justify-center py-24 text-center"
    >
      <BrandMark className="size-14" />
      <h1 className="mt-6 text-h1">
        {stale ? 'A fresh version is ready' : 'Something went wrong'}
      </h1>
      <p className="mt-4 max-w-md text-lead text-muted-foreground">
        {stale
          ? 'The shop has been updated since this page was opened. Reload to continue.'
          : "We're sorry, this page couldn't be shown. Please try again in a moment."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload page
        </Button>
        <Link to="/" reloadDocument className={buttonVariants({ variant: 'outline' })}>
          Return to Home
        </Link>
      </div>
    </Container>
  );
}

/** Error boundary for the pages: renders inside the site frame (header and footer stay). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorContent error={error} />;
}

/** Last-resort boundary when the frame itself failed: no header, no queries. */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <ErrorContent error={error} />
    </div>
  );
}
