import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/use-document-title';

export const NOT_FOUND_HEADING = 'Oops! Page not found';

/** The 404 body (also used by the route error boundary for thrown 404 responses). */
export function NotFoundContent() {
  const location = useLocation();
  useDocumentTitle('Page Not Found');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <Container
      size="narrow"
      className="relative flex flex-1 flex-col items-center justify-center py-24 text-center sm:py-32"
    >
      <p
        aria-hidden="true"
        className="select-none font-display font-light text-[7rem] text-accent-strong leading-none tracking-tight sm:text-[10rem]"
      >
        404
      </p>
      <h1 className="mt-4 text-h1">{NOT_FOUND_HEADING}</h1>
      <p className="mt-4 max-w-md text-lead text-muted-foreground">
        The page you were looking for has moved or never existed. Let us take you back.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
        <Link to="/shop" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Browse the shop
        </Link>
      </div>
    </Container>
  );
}
