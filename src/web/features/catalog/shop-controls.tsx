// The shop listing's sort and filter form. A plain GET form to /shop, so it works
// before the JavaScript loads; once hydrated, changes navigate in place (state in the URL), and
// a sort or diet chosen before then (the fields keep it, their handlers were not there yet) is
// applied at once.
import { type FormEvent, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { DIET_TAGS } from '../../../core/catalog/diet';
import {
  buildShopHref,
  isDefaultShopView,
  SHOP_SORT_LABELS,
  SHOP_SORTS,
  type ShopView,
} from '../../../core/catalog/shop-view';
import { SHOP_VIEW_STRINGS } from '../../../core/content/shop-view-strings';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** The look of ui/input's CONTROL_CLASSES, without importing that module into /shop's first paint. */
const FIELD =
  'rounded-lg border border-input bg-surface px-3 text-[0.9375rem] text-foreground shadow-xs hover:border-border-strong focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20';

export function ShopControls({ collection, view }: { collection: string | null; view: ShopView }) {
  const navigate = useNavigate();
  const submit = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
    }
    navigate(`/shop${params.size > 0 ? `?${params.toString()}` : ''}`, {
      preventScrollReset: true,
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };
  const formRef = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount (a new URL remounts the form with its view)
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields = new FormData(form);
    const chosen = fields.getAll('diet').map(String).sort().join(',');
    if (fields.get('sort') !== view.sort || chosen !== [...view.diet].sort().join(',')) {
      submit(form);
    }
  }, []);
  return (
    <form
      ref={formRef}
      action="/shop"
      method="get"
      aria-label={SHOP_VIEW_STRINGS.formLabel}
      onSubmit={onSubmit}
      // Remount on a new URL so the uncontrolled fields show its view.
      key={buildShopHref(collection, view)}
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-border/70 bg-surface/70 p-4 sm:flex-row sm:flex-wrap sm:items-end sm:gap-6"
    >
      {collection ? <input type="hidden" name="collection" value={collection} /> : null}
      <label className="flex flex-col gap-1.5 font-medium text-sm">
        {SHOP_VIEW_STRINGS.sortLabel}
        <select
          name="sort"
          defaultValue={view.sort}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className={cn(FIELD, 'h-11 w-full sm:w-56')}
        >
          {SHOP_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SHOP_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 font-medium text-sm">{SHOP_VIEW_STRINGS.dietLegend}</legend>
        <div className="flex h-11 items-center gap-4">
          {DIET_TAGS.map((tag) => (
            <label key={tag} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="diet"
                value={tag}
                defaultChecked={view.diet.includes(tag)}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
                className="size-5 accent-primary"
              />
              {SHOP_VIEW_STRINGS.dietLabels[tag]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 font-medium text-sm">{SHOP_VIEW_STRINGS.priceLegend}</legend>
        <div className="flex items-center gap-2">
          <input
            type="number"
            name="min"
            min={0}
            max={10000}
            step={1}
            inputMode="numeric"
            aria-label={SHOP_VIEW_STRINGS.minLabel}
            placeholder={SHOP_VIEW_STRINGS.minPlaceholder}
            defaultValue={view.minPounds ?? ''}
            className={cn(FIELD, 'h-11 w-24')}
          />
          <span aria-hidden="true">–</span>
          <input
            type="number"
            name="max"
            min={0}
            max={10000}
            step={1}
            inputMode="numeric"
            aria-label={SHOP_VIEW_STRINGS.maxLabel}
            placeholder={SHOP_VIEW_STRINGS.maxPlaceholder}
            defaultValue={view.maxPounds ?? ''}
            className={cn(FIELD, 'h-11 w-24')}
          />
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            {SHOP_VIEW_STRINGS.apply}
          </button>
        </div>
      </fieldset>
      {isDefaultShopView(view) ? null : (
        <Link
          to={buildShopHref(collection, { ...view, diet: [], minPounds: null, maxPounds: null })}
          preventScrollReset
          className="inline-flex h-11 items-center font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          {SHOP_VIEW_STRINGS.clear}
        </Link>
      )}
    </form>
  );
}
