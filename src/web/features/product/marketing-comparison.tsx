import { Check, X } from 'lucide-react';
import { buildComparisonTable } from '../../../core/content/product-marketing';
import { MarketingSection } from './marketing-layout';

/** Ours against a standard product, in a table that fits a phone. */
export function ComparisonSection({ shopName }: { shopName: string }) {
  const comparison = buildComparisonTable(shopName);
  return (
    <MarketingSection
      id="pdp-compare"
      eyebrow="The difference"
      title={comparison.title}
      size="narrow"
    >
      {/* The three columns fit a 375 px phone (fixed layout, text wraps), so no column hides
          behind a sideways scroll. Still focusable, in case a long word overflows; a named group,
          not a second landmark with the section's name. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a scroll container, not a form fieldset */}
      <div
        role="group"
        aria-labelledby="pdp-compare"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
        className="overflow-x-auto rounded-3xl border border-border bg-surface shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full table-fixed text-left text-xs sm:text-sm">
          <thead>
            <tr className="border-border border-b">
              <th scope="col" className="p-3 sm:p-4 font-semibold text-muted-foreground">
                {comparison.columns.feature}
              </th>
              <th scope="col" className="bg-theme p-3 sm:p-4 font-semibold text-theme-foreground">
                {comparison.columns.ours}
              </th>
              <th scope="col" className="p-3 sm:p-4 font-semibold text-muted-foreground">
                {comparison.columns.standard}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.feature} className="border-border/70 border-b last:border-0">
                <th scope="row" className="p-3 sm:p-4 font-medium text-foreground">
                  {row.feature}
                </th>
                <td className="bg-theme-light/60 p-3 sm:p-4 text-foreground">
                  <span className="flex items-start gap-1.5 sm:items-center sm:gap-2">
                    <Check
                      aria-hidden="true"
                      className="mt-px size-4 shrink-0 text-theme sm:mt-0"
                    />
                    {row.ours}
                  </span>
                </td>
                <td className="p-3 sm:p-4 text-muted-foreground">
                  <span className="flex items-start gap-1.5 sm:items-center sm:gap-2">
                    <X
                      aria-hidden="true"
                      className="mt-px size-4 shrink-0 text-destructive/70 sm:mt-0"
                    />
                    {row.standard}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </MarketingSection>
  );
}
