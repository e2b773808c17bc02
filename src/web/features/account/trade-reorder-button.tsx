import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_VARIANT_TITLE } from '../../../core/cart/cart-line';
import { findAddProblem } from '../../../core/cart/cart-quantity';
import { buildTradeLine } from '../../../core/cart/line-builders';
import { tryParsePence } from '../../../core/money';
import { Button } from '../../components/ui/button';
import { api, getErrorMessage } from '../../lib/api-client';
import { cartActions, getCartState, setCartDrawerOpen } from '../../lib/cart-store';
import { toast } from '../../lib/toast';

/**
 * "Reorder" on a past trade order: the server answers today's trade prices and what changed
 * (wholesale/reorder.ts); the lines go to the cart, and checkout prices them again as always.
 */
export function TradeReorderButton({ orderId }: { orderId: string }) {
  const [busy, setBusy] = useState(false);
  const reorder = async () => {
    setBusy(true);
    try {
      const answer = await api('GET /api/wholesale/orders/:id/reorder', {
        params: { id: orderId },
      });
      const problems: string[] = [];
      let added = 0;
      for (const { product, quantity } of answer.lines) {
        const pricePence = tryParsePence(product.wholesalePrice);
        if (pricePence === null) continue;
        const line = buildTradeLine({
          product: { title: product.title, imageUrl: product.imageUrl },
          variant: { id: product.variant.id, title: DEFAULT_VARIANT_TITLE, pricePence },
          quantity,
        });
        const problem = findAddProblem(getCartState().lines, line);
        if (problem !== null) {
          problems.push(problem);
          continue;
        }
        cartActions.add(line);
        added++;
      }
      const said = [...answer.changes, ...problems].join(' ');
      if (added === 0) {
        toast.error(`Nothing from order ${answer.orderNumber} could be added.`, {
          description: said || undefined,
        });
        return;
      }
      toast.success(
        `Added ${added} ${added === 1 ? 'product' : 'products'} from order ${answer.orderNumber} at today's trade prices`,
        { description: said || undefined },
      );
      setCartDrawerOpen(true);
    } catch (err) {
      toast.error(getErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={reorder} loading={busy} disabled={busy}>
      <RotateCcw aria-hidden="true" />
      Reorder
    </Button>
  );
}
