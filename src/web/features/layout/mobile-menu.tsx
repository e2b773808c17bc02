import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/**
 * The mobile menu (below md): a button that opens a left drawer. The drawer (and the dialog code
 * under it) loads when the button is first hovered, focused or pressed, not with the first paint.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        data-early="menu"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
      >
        <Menu aria-hidden="true" strokeWidth={1.75} />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} setOpen={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
