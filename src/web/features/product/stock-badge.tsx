import { STOCK_LABELS, type StockStatus } from '../../../core/catalog/stock';
import { cn } from '../../lib/cn';

const TONE: Record<StockStatus, string> = {
  in_stock: 'bg-success-soft text-success',
  low_stock: 'bg-warning-soft text-warning',
  out_of_stock: 'bg-sand-deep text-foreground/80',
};

/** In stock / Low stock / Out of stock (issue 19 feature 4), from the synced inventory. */
export function StockBadge({ stock, className }: { stock: StockStatus; className?: string }) {
  return (
    <span
      data-testid="stock-status"
      data-stock={stock}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs',
        TONE[stock],
        className,
      )}
    >
      {STOCK_LABELS[stock]}
    </span>
  );
}
