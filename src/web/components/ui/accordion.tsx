import { ChevronDown } from 'lucide-react';
import {
  type AnimationEvent,
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

// A single-open, collapsible accordion after the WAI-ARIA pattern (heading > button with
// aria-expanded/aria-controls, a labelled region (section); arrow keys, Home and End move between
// buttons). Own code rather than Radix's (about 7 KB gzip with its collection and presence
// helpers) because it is on the product page's first paint (bundle budget). It keeps Radix's
// data-state attributes and --radix-accordion-content-height, so the styles are unchanged.

type AccordionContextValue = {
  idPrefix: string;
  value: string;
  toggle: (value: string) => void;
  headingLevel: 2 | 3 | 4;
};
const AccordionContext = createContext<AccordionContextValue | null>(null);

type ItemContextValue = { value: string; open: boolean; triggerId: string; contentId: string };
const ItemContext = createContext<ItemContextValue | null>(null);

function useAccordion() {
  const context = useContext(AccordionContext);
  if (!context) throw new Error('Accordion parts must be inside <Accordion>');
  return context;
}
function useItem() {
  const context = useContext(ItemContext);
  if (!context) throw new Error('Accordion parts must be inside <AccordionItem>');
  return context;
}

export type AccordionProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The level of the heading around each trigger (default 3); follow the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Starts the ids of the triggers and regions (`<idPrefix>-<value>-trigger`): unique on the
   * page. Named, not useId's: the server renders the accordion's markup once
   * (ssr/markup-cache.tsx), which a useId call would forbid (docs/decisions/134-first-paint-in-one-window.md). */
  idPrefix: string;
};

/** A single-open, collapsible accordion (one item open at a time; the open one can close). */
export function Accordion({
  className,
  value: controlled,
  defaultValue = '',
  onValueChange,
  headingLevel = 3,
  idPrefix,
  ...props
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const toggle = (item: string) => {
    const next = item === value ? '' : item;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <AccordionContext.Provider value={{ idPrefix, value, toggle, headingLevel }}>
      <div
        data-accordion-root=""
        data-orientation="vertical"
        className={cn('divide-y divide-border border-border border-y', className)}
        {...props}
      />
    </AccordionContext.Provider>
  );
}

export function AccordionItem({
  className,
  value,
  ...props
}: ComponentProps<'div'> & { value: string }) {
  const accordion = useAccordion();
  const id = `${accordion.idPrefix}-${value}`;
  const open = accordion.value === value;
  return (
    <ItemContext.Provider
      value={{ value, open, triggerId: `${id}-trigger`, contentId: `${id}-content` }}
    >
      <div
        data-state={open ? 'open' : 'closed'}
        data-orientation="vertical"
        className={cn('group/item', className)}
        {...props}
      />
    </ItemContext.Provider>
  );
}

/** Arrow keys, Home and End move focus between the triggers of one accordion. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest('[data-accordion-root]');
  if (!root) return;
  const triggers = [...root.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')];
  const at = triggers.indexOf(event.currentTarget);
  const last = triggers.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (at + 1) % triggers.length
          : (at - 1 + triggers.length) % triggers.length;
  event.preventDefault();
  triggers[next]?.focus();
}

export function AccordionTrigger({
  className,
  children,
  onClick,
  ...props
}: ComponentProps<'button'>) {
  const accordion = useAccordion();
  const item = useItem();
  const Heading = `h${accordion.headingLevel}` as const;
  const state = item.open ? 'open' : 'closed';
  return (
    <Heading data-state={state} data-orientation="vertical" className="flex">
      <button
        type="button"
        id={item.triggerId}
        aria-controls={item.contentId}
        aria-expanded={item.open}
        data-state={state}
        data-orientation="vertical"
        data-accordion-trigger=""
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) accordion.toggle(item.value);
        }}
        onKeyDown={moveFocus}
        className={cn(
          'flex flex-1 items-center justify-between gap-4 py-5 text-left font-medium text-base text-foreground transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform duration-300"
        />
      </button>
    </Heading>
  );
}

/**
 * The panel: mounted while open and while its closing animation runs (height from 0 to the
 * measured height and back), then removed, as Radix does.
 */
export function AccordionContent({
  className,
  children,
  style,
  ...props
}: ComponentProps<'section'>) {
  const item = useItem();
  const ref = useRef<HTMLElement>(null);
  const [present, setPresent] = useState(item.open);
  if (item.open && !present) setPresent(true);
  // A panel open from the start appears without animating; after the first toggle, all animate.
  const [initiallyOpen] = useState(item.open);
  const [toggled, setToggled] = useState(false);
  if (item.open !== initiallyOpen && !toggled) setToggled(true);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.setProperty('--radix-accordion-content-height', `${element.scrollHeight}px`);
    // Closing with animations off (reduced motion): nothing will end, so unmount now.
    if (!item.open && getComputedStyle(element).animationName === 'none') setPresent(false);
  }, [item.open]);

  if (!present) return null;
  const onAnimationEnd = (event: AnimationEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && !item.open) setPresent(false);
  };
  return (
    <section
      ref={ref}
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-state={item.open ? 'open' : 'closed'}
      data-orientation="vertical"
      onAnimationEnd={onAnimationEnd}
      className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      {...props}
      style={toggled ? style : { ...style, animationName: 'none' }}
    >
      <div className={cn('pb-5 text-muted-foreground leading-relaxed', className)}>{children}</div>
    </section>
  );
}
