// Strings of the shop listing's sort and filter controls.
export const SHOP_VIEW_STRINGS = {
  formLabel: 'Sort and filter',
  sortLabel: 'Sort by',
  dietLegend: 'Dietary',
  priceLegend: 'Price (£)',
  minLabel: 'Minimum price in pounds',
  maxLabel: 'Maximum price in pounds',
  minPlaceholder: 'Min',
  maxPlaceholder: 'Max',
  apply: 'Apply',
  clear: 'Clear filters',
  noMatchTitle: 'No products match these filters',
  noMatchText: 'Try removing a dietary filter or widening the price range.',
  dietLabels: { halal: 'Halal', vegan: 'Vegan' },
} as const;
