import { useCallback, useState } from 'react';
import type { CartLine } from '../../../core/cart/cart-line';
import { findAddProblem } from '../../../core/cart/cart-quantity';
import { ADD_TO_CART_ERROR_LOG_LABEL } from '../../../core/catalog/product-page';
import { ADD_TO_CART_FAILED_TOAST } from '../../../core/pricing/purchase-options';
import { cartActions, getCartState, setCartDrawerOpen } from '../../lib/cart-store';
import { dismissEarlyShell } from '../../lib/early-taps';
import { toast } from '../../lib/toast';

/**
 * Adds one built line to the shared cart, the success toast and the drawer afterwards; a failure
 * is logged ('Error adding to cart') and toasted ('Failed to add to cart'). The state always
 * returns to idle. The add runs within the tap's own event, before anything renders, so the
 * drawer's price request leaves at once (the drawer is priced within 500 ms of a tap on a slowed
 * phone); 'Adding...' is shown only while an add is still running.
 */
export function useAddToCart() {
  const [isAdding, setIsAdding] = useState(false);

  const addToCart = useCallback((options: { buildLine: () => CartLine; toast: string }) => {
    setIsAdding(true);
    try {
      const line = options.buildLine();
      // A count the server would refuse (0, a fraction, over 10,000 units) is refused here first.
      const problem = findAddProblem(getCartState().lines, line);
      if (problem !== null) {
        // An early tap's drawer shell said "Adding…": it goes, and the toast says why.
        dismissEarlyShell('cart');
        toast.error(problem);
        return;
      }
      cartActions.add(line);
      // The drawer first: opening it sends the price request (layout/cart-slot.tsx).
      setCartDrawerOpen(true);
      toast.success(options.toast);
    } catch (error) {
      console.error(ADD_TO_CART_ERROR_LOG_LABEL, error);
      dismissEarlyShell('cart');
      toast.error(ADD_TO_CART_FAILED_TOAST);
    } finally {
      setIsAdding(false);
    }
  }, []);

  return { isAdding, addToCart };
}
