import { ArrowRight, ChevronDown } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { buildCollectionHref, useCollections } from '../../lib/collections';
import { CUPPING_SHOP_HREF, isHrefActive, SHOP_LABEL } from './nav-items';

/** The dropdown closes this long after the pointer leaves it (docs/spec/storefront.md §2). */
export const SHOP_MENU_CLOSE_DELAY_MS = 300;

type OpenedBy = 'pointer' | 'focus' | 'click';

const SHOP_MENU_PANEL_ID = 'shop-menu-panel';

/**
 * Desktop 'Shop' disclosure listing the published collections.
 * Opens on hover, keyboard focus or click; closes 300 ms after the pointer leaves, on Escape
 * (focus returns to the trigger), when focus or a click goes elsewhere, and on navigation.
 * Arrow keys move between the links.
 */
export function ShopMenu() {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = openedBy !== null;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pointerDown = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // One shop menu per page: a fixed id, not useId, so the header's markup can be reused
  // (header.tsx: a reused section must not call useId).
  const panelId = SHOP_MENU_PANEL_ID;
  const location = useLocation();
  const { data: collections, isPending, isError } = useCollections();

  const cancelClose = useCallback(() => {
    if (closeTimer.current) {
      clearTimeout(closeTimer.current);
      closeTimer.current = null;
    }
  }, []);

  const show = useCallback(
    (by: OpenedBy) => {
      cancelClose();
      setOpenedBy((current) => current ?? by);
    },
    [cancelClose],
  );

  const hide = useCallback(() => {
    cancelClose();
    setOpenedBy(null);
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(hide, SHOP_MENU_CLOSE_DELAY_MS);
  }, [cancelClose, hide]);

  useEffect(() => cancelClose, [cancelClose]);

  // Close when the page changes.
  const path = `${location.pathname}${location.search}`;
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current !== path) {
      lastPath.current = path;
      hide();
    }
  }, [path, hide]);

  // Close on a press outside, or Escape while the focus is elsewhere.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hide();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !rootRef.current?.contains(document.activeElement)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, hide]);

  const links = (): HTMLAnchorElement[] =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-shop-menu-link]') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') show('pointer');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') scheduleClose();
  };

  const onTriggerClick = () => {
    // A hover or keyboard focus has just opened it: a click keeps it open rather than toggling.
    if (open && (openedBy === 'pointer' || openedBy === 'focus')) {
      setOpenedBy('click');
      return;
    }
    if (open) hide();
    else show('click');
  };

  const onTriggerFocus = () => {
    if (!pointerDown.current) show('focus');
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show('click');
      requestAnimationFrame(() => focusLink(0));
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      hide();
      triggerRef.current?.focus();
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (index === -1) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      if (index === 0) triggerRef.current?.focus();
      else focusLink(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(-1);
    }
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current?.contains(next)) return;
    if (openedBy === 'pointer') return;
    hide();
  };

  const isActive = isHrefActive('/shop', location, [CUPPING_SHOP_HREF]);
  const ordered = collections ?? [];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and key handling for the disclosure; the controls inside are native buttons and links.
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={() => {
          pointerDown.current = true;
        }}
        onPointerUp={() => {
          pointerDown.current = false;
        }}
        onFocus={onTriggerFocus}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        className={cn(
          'group/nav relative inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-full px-2 font-medium text-sm transition-colors hover:text-primary lg:px-4 lg:text-[0.9375rem]',
          isActive || open ? 'text-primary' : 'text-foreground/85',
        )}
      >
        {SHOP_LABEL}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-300', open && 'rotate-180')}
        />
        <NavUnderline active={isActive} />
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 pt-3"
      >
        <div className="grid animate-dropdown-in grid-cols-[1fr_15rem] overflow-hidden rounded-2xl border border-border bg-surface shadow-lifted">
          <div className="p-6">
            <p
              id={`${panelId}-heading`}
              className="mb-3 text-eyebrow text-muted-foreground uppercase"
            >
              Shop by collection
            </p>
            {isPending ? (
              <ul className="grid grid-cols-2 gap-1" aria-busy="true">
                {Array.from({ length: 6 }, (_, index) => (
                  <li key={index} className="px-3 py-2.5">
                    <Skeleton className="h-4 w-28" />
                  </li>
                ))}
              </ul>
            ) : (
              <ul
                aria-labelledby={`${panelId}-heading`}
                className="grid grid-cols-2 gap-x-2 gap-y-0.5"
              >
                {ordered.map((collection) => (
                  <li key={collection.id}>
                    <MenuLink
                      href={buildCollectionHref(collection.handle)}
                      label={collection.title}
                      onNavigate={hide}
                    />
                  </li>
                ))}
                {isError || ordered.length === 0 ? (
                  <li className="col-span-2 px-3 py-2 text-muted-foreground text-sm">
                    Explore our full range of natural wellness essentials.
                  </li>
                ) : null}
              </ul>
            )}
            <div className="mt-4 border-border/80 border-t pt-4">
              <Link
                to="/shop"
                data-shop-menu-link=""
                onClick={hide}
                className="group/all inline-flex items-center gap-2 rounded-md px-3 py-1.5 font-semibold text-primary text-sm"
              >
                Shop all products
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover/all:translate-x-1"
                />
              </Link>
            </div>
          </div>
          <Link
            to="/manuka-honey"
            data-shop-menu-link=""
            onClick={hide}
            className="group/feature relative flex flex-col justify-end overflow-hidden bg-forest p-6 text-cream"
          >
            <HoneycombPattern />
            <span className="relative text-eyebrow text-honey uppercase">The guide</span>
            <span className="relative mt-2 font-display text-2xl leading-tight">
              Understanding Manuka honey
            </span>
            <span className="relative mt-2 text-cream/75 text-sm leading-snug">
              MGO, UMF and how to choose the right grade.
            </span>
            <span className="relative mt-4 inline-flex items-center gap-1.5 font-semibold text-honey text-sm">
              Read the guide
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover/feature:translate-x-1"
              />
            </span>
          </Link>
        </div>
      </div>
    </div>
  );
}

function MenuLink({
  href,
  label,
  onNavigate,
}: {
  href: string;
  label: string;
  onNavigate: () => void;
}) {
  const location = useLocation();
  const active = isHrefActive(href, location);
  return (
    <Link
      to={href}
      data-shop-menu-link=""
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'group/link flex items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-[0.9375rem] transition-colors hover:bg-sand',
        active ? 'bg-primary-soft font-semibold text-primary' : 'text-foreground',
      )}
    >
      <span>{label}</span>
      <ArrowRight
        aria-hidden="true"
        className="size-3.5 -translate-x-1 text-primary opacity-0 transition-all group-hover/link:translate-x-0 group-hover/link:opacity-100"
      />
    </Link>
  );
}

/** The animated underline shared by the desktop nav items. */
export function NavUnderline({ active }: { active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute inset-x-2 bottom-1 h-px origin-left bg-accent transition-transform duration-300 lg:inset-x-4',
        active ? 'scale-x-100' : 'scale-x-0 group-hover/nav:scale-x-100',
      )}
    />
  );
}

function HoneycombPattern() {
  return (
    <svg
      aria-hidden="true"
      className="absolute -top-6 -right-8 h-48 w-48 text-honey opacity-20"
      viewBox="0 0 120 120"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
    >
      <path d="M30 10l17 10v20L30 50 13 40V20z" />
      <path d="M64 10l17 10v20L64 50 47 40V20z" />
      <path d="M98 10l17 10v20L98 50 81 40V20z" />
      <path d="M47 40l17 10v20L47 80 30 70V50z" />
      <path d="M81 40l17 10v20L81 80 64 70V50z" />
      <path d="M64 70l17 10v20L64 110 47 100V80z" />
      <path d="M98 70l17 10v20L98 110 81 100V80z" />
    </svg>
  );
}
