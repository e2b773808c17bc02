// The header's search button. A link to /search (works before the JavaScript loads); once
// hydrated it opens the search dialog, whose code loads on first hover, focus or click.
import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** SEARCH_STRINGS.openLabel, not imported: the header is in every first paint (bundle budget). */
const OPEN_LABEL = 'Search';

const loadSearchDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadSearchDialog);

export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <a
        href="/search"
        aria-label={OPEN_LABEL}
        title={OPEN_LABEL}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSearchDialog()}
        onFocus={() => void loadSearchDialog()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
      >
        <Search aria-hidden="true" strokeWidth={1.75} />
      </a>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
