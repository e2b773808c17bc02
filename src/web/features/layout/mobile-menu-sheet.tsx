import { ArrowRight, ChevronDown, UserRound } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '../../components/ui/sheet';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { buildCollectionHref, useCollections } from '../../lib/collections';
import { useEarlyShellGone } from '../../lib/early-taps';
import { useMeOrAnonymous } from '../../lib/session';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { BrandMark, Wordmark } from './logo';
import { buildAccountLink, buildNavItems, isHrefActive, SHOP_LABEL } from './nav-items';

/**
 * The mobile menu's drawer: an expandable Shop list and the header links. Loaded on first use by
 * mobile-menu.tsx (the dialog code stays out of the first paint); focus returns to its trigger.
 */
export default function MobileMenuSheet({
  open,
  setOpen,
  triggerRef,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const [shopOpen, setShopOpen] = useState(false);
  const shopListId = useId();
  const me = useMeOrAnonymous();
  const { shopName, supportEmail } = useStoreConfigOrDefault();
  const { data: collections, isPending } = useCollections();
  const location = useLocation();
  const close = () => setOpen(false);
  const items = buildNavItems(me);
  const account = buildAccountLink(me);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <EarlyMenuShellGone />
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2.5">
            <BrandMark className="size-8" />
            <Wordmark name={shopName} className="text-xl" />
            <span className="sr-only">menu</span>
          </SheetTitle>
        </SheetHeader>
        <SheetBody className="px-0! py-2!">
          <nav aria-label="Main">
            <div className="border-border/70 border-b">
              <button
                type="button"
                aria-expanded={shopOpen}
                aria-controls={shopListId}
                onClick={() => setShopOpen((value) => !value)}
                className="flex w-full items-center justify-between px-6 py-4 text-left font-display text-[1.375rem] focus-visible:outline-offset-[-2px]"
              >
                {SHOP_LABEL}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 text-muted-foreground transition-transform duration-300',
                    shopOpen && 'rotate-180',
                  )}
                />
              </button>
              <ul id={shopListId} hidden={!shopOpen} className="flex animate-fade-in flex-col pb-3">
                <li>
                  <MobileSubLink
                    href="/shop"
                    label="All Products"
                    onNavigate={close}
                    exclusive={(collections ?? []).map((c) => buildCollectionHref(c.handle))}
                  />
                </li>
                {isPending
                  ? Array.from({ length: 4 }, (_, index) => (
                      <li key={index} className="px-9 py-3">
                        <Skeleton className="h-4 w-32" />
                      </li>
                    ))
                  : (collections ?? []).map((collection) => (
                      <li key={collection.id}>
                        <MobileSubLink
                          href={buildCollectionHref(collection.handle)}
                          label={collection.title}
                          onNavigate={close}
                        />
                      </li>
                    ))}
              </ul>
            </div>
            <ul>
              {items.map((item) => {
                const active = isHrefActive(item.href, location);
                return (
                  <li key={item.href} className="border-border/70 border-b">
                    <Link
                      to={item.href}
                      onClick={close}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex items-center justify-between px-6 py-4 font-display text-[1.375rem] focus-visible:outline-offset-[-2px]',
                        active && 'text-primary',
                      )}
                    >
                      {item.label}
                      {active ? (
                        <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </SheetBody>
        <SheetFooter>
          <Link
            to={account.href}
            onClick={close}
            className={buttonVariants({ variant: 'primary', size: 'lg', className: 'w-full' })}
          >
            <UserRound aria-hidden="true" />
            {account.label}
          </Link>
          <p className="text-center text-muted-foreground text-xs">
            Questions?{' '}
            <a href={`mailto:${supportEmail}`} className="underline underline-offset-2">
              {supportEmail}
            </a>
          </p>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

function MobileSubLink({
  href,
  label,
  onNavigate,
  exclusive,
}: {
  href: string;
  label: string;
  onNavigate: () => void;
  exclusive?: string[];
}) {
  const location = useLocation();
  const active = isHrefActive(href, location, exclusive);
  return (
    <Link
      to={href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center justify-between py-2.5 pr-6 pl-9 text-[0.9375rem] focus-visible:outline-offset-[-2px]',
        active ? 'font-semibold text-primary' : 'text-foreground/80',
      )}
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground" />
    </Link>
  );
}

/** Inside the menu's content: the menu shell an early tap showed (src/web/early-taps.ts) goes as it shows. */
function EarlyMenuShellGone() {
  useEarlyShellGone('menu');
  return null;
}
