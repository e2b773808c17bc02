import { UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { buildCollectionHref, useCollections } from '../../lib/collections';
import { useMeOrAnonymous } from '../../lib/session';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { ServerMarkupCache } from '../../ssr/markup-cache';
import { SearchButton } from '../search/search-button';
import { CartButton } from './cart-slot';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { buildAccountLink, buildNavItems, isHrefActive, type NavItem } from './nav-items';
import { NavUnderline, ShopMenu } from './shop-menu';

/**
 * Site header (docs/spec/storefront.md §2): logo, desktop navigation (Shop dropdown, Cupping Shop, Contact,
 * Wholesale or Wholesale Shop, Admin for admins), account and cart buttons; a drawer menu below md.
 * Works without the API: collections and the session simply stay empty/anonymous.
 */
export function Header() {
  const me = useMeOrAnonymous();
  const location = useLocation();
  const { shopName } = useStoreConfigOrDefault();
  const collections = useCollections();
  const items = buildNavItems(me);
  const account = buildAccountLink(me);
  // The server renders the header once per shop name, collections list and set of links the
  // address marks current: the visitor is anonymous and the cart empty there (entry-server.tsx),
  // and nothing below calls useId. Not the address itself: a search's words or a campaign's
  // parameters would store a header per address, pushing the pages' reused markup out.
  const cacheKey =
    import.meta.env.SSR && !me.user
      ? `header:${shopName}:${currentHeaderLinks(items, account, collections, location).join(' ')}:${collectionsKey(collections)}`
      : null;
  return (
    <ServerMarkupCache cacheKey={cacheKey}>
      <HeaderMarkup items={items} account={account} location={location} />
    </ServerMarkupCache>
  );
}

/**
 * Every link the header's markup marks current or not by the address (the navigation, the
 * account link, the shop menu's collections and its /shop), and of those the ones it marks: all
 * the server's header takes from the address. A link added to the header's markup with its own
 * current state belongs here too.
 */
function currentHeaderLinks(
  items: NavItem[],
  account: NavItem,
  collections: ReturnType<typeof useCollections>,
  location: ReturnType<typeof useLocation>,
): string[] {
  const hrefs = [
    ...items.map((item) => item.href),
    account.href,
    '/shop',
    ...(collections.data ?? []).map((collection) => buildCollectionHref(collection.handle)),
  ];
  return hrefs.filter((href) => isHrefActive(href, location));
}

/** What the shop menu shows of the collections query: its state, and each link's handle and title. */
function collectionsKey({ data, isPending, isError }: ReturnType<typeof useCollections>): string {
  return JSON.stringify([isPending, isError, data?.map((c) => [c.id, c.handle, c.title])]);
}

function HeaderMarkup({
  items,
  account,
  location,
}: {
  items: NavItem[];
  account: NavItem;
  location: ReturnType<typeof useLocation>;
}) {
  return (
    <header className="sticky top-0 z-40 border-border/70 border-b bg-background/85 backdrop-blur-md backdrop-saturate-150 supports-[not(backdrop-filter:blur(0))]:bg-background">
      <div className="container-page grid h-16 grid-cols-[auto_1fr_auto] items-center gap-1 min-[375px]:grid-cols-[1fr_auto_1fr] min-[375px]:gap-2 md:flex md:h-20 md:gap-1 lg:gap-4">
        <div className="flex items-center md:hidden">
          <MobileMenu className="-ml-2.5" />
        </div>

        <Logo
          className="justify-self-start min-[375px]:justify-self-center md:mr-auto"
          tagline="desktop"
        />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            <li>
              <ShopMenu />
            </li>
            {items.map((item) => {
              const active = isHrefActive(item.href, location);
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'group/nav relative inline-flex h-10 items-center whitespace-nowrap rounded-full px-2 font-medium text-sm transition-colors hover:text-primary lg:px-4 lg:text-[0.9375rem]',
                      active ? 'text-primary' : 'text-foreground/85',
                    )}
                  >
                    {item.label}
                    <NavUnderline active={active} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center justify-self-end md:ml-auto lg:gap-1">
          <SearchButton />
          <Link
            to={account.href}
            aria-label={account.label}
            title={account.label}
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'icon' }),
              // Phones reach the account from the menu: three icons beside a centred logo do
              // not fit 375 px.
              'max-sm:hidden',
              isHrefActive(account.href, location) && 'text-primary',
            )}
          >
            <UserRound aria-hidden="true" strokeWidth={1.75} />
          </Link>
          <CartButton className="-mr-2.5 md:mr-0" />
        </div>
      </div>
    </header>
  );
}
