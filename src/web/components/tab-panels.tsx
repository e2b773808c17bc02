import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

export type TabPanel<V extends string> = {
  value: V;
  label: string;
  icon?: LucideIcon;
  content: ReactNode;
};

/**
 * How the tab list sits: 'scroll' (the back office) keeps one row and scrolls sideways on phones
 * inside the page's padding; 'grid' (My Account) wraps into two columns on phones and is one
 * pill from sm; 'full' (sign in / sign up) fills the width.
 */
const LIST_LAYOUTS = {
  scroll: {
    wrapper: '-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:overflow-visible',
    // From lg the tabs wrap onto a second row instead of hiding the last ones past the edge.
    list: 'w-max lg:h-auto lg:w-full lg:flex-wrap lg:justify-center lg:overflow-visible lg:rounded-2xl lg:[&>[role=tab]]:flex-none',
  },
  grid: {
    wrapper: null,
    list: 'grid! h-auto w-full grid-cols-2 rounded-2xl sm:inline-flex! sm:w-auto sm:rounded-full',
  },
  full: { wrapper: null, list: 'w-full' },
} as const;

/** Every tabbed page's layout: the tab list (label, optional icon) and one panel per tab. */
export function TabPanels<V extends string>({
  tabs,
  value,
  defaultValue,
  onValueChange,
  layout,
  triggerClassName,
}: {
  tabs: readonly TabPanel<V>[];
  /** Controlled: the open tab (with `onValueChange`); else `defaultValue` opens first. */
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  layout: keyof typeof LIST_LAYOUTS;
  triggerClassName?: string;
}) {
  const { wrapper, list } = LIST_LAYOUTS[layout];
  const scroller = useRef<HTMLDivElement>(null);
  const open = value ?? defaultValue;
  // A sideways-scrolling list brings the open tab on screen (a link straight to ?tab=audit on a
  // phone would otherwise open a tab whose trigger is past the right edge).
  useEffect(() => {
    if (open === undefined) return;
    const active = scroller.current?.querySelector<HTMLElement>(
      '[role="tab"][data-state="active"]',
    );
    // Both the wrapper and the list may scroll sideways; 'nearest' leaves the page where it is.
    active?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [open]);
  const tabList = (
    <TabsList className={list}>
      {tabs.map(({ value: tab, label, icon: Icon }) => (
        <TabsTrigger key={tab} value={tab} className={triggerClassName}>
          {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
  return (
    <Tabs
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange ? (next) => onValueChange(next as V) : undefined}
    >
      {wrapper ? (
        <div ref={scroller} className={wrapper}>
          {tabList}
        </div>
      ) : (
        tabList
      )}
      {tabs.map(({ value: tab, content }) => (
        <TabsContent key={tab} value={tab}>
          {content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * The open tab kept in the URL's `?tab=` (so a reload or a shared link opens it); the default tab
 * has a bare URL. Unknown values open the default.
 */
export function useTabSearchParam<V extends string>(
  values: readonly V[],
  defaultValue: V,
): [V, (value: V) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = values.find((v) => v === requested) ?? defaultValue;
  const setTab = (value: V) =>
    setParams(value === defaultValue ? {} : { tab: value }, { replace: true });
  return [tab, setTab];
}
