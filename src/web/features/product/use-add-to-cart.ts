import { useCallback, useState } from 'react';
import type { CartLine } from '../../../core/cart/cart-line';
import { findAddProblem } from '../../../core/cart/cart-quantity';
import { ADD_TO_CART_ERROR_LOG_LABEL } from '../../../core/catalog/product-page';
import { ADD_TO_CART_FAILED_TOAST } from '../../../core/pricing/purchase-options';
import { cartActions, getCartState, setCartDrawerOpen } from '../../lib/cart-store';
import { dismissEarlyShell } from '../../lib/early-taps';
import { toast } from '../../lib/toast';

/**
 * Adds one built line to the shared cart: 'Adding...' state while it runs, the success toast and
 * the drawer afterwards; a failure is logged ('Error adding to cart') and toasted ('Failed to add
 * to cart'). The state always returns to idle.
 */
export function useAddToCart() {
  const [isAdding, setIsAdding] = useState(false);

  const addToCart = useCallback(async (options: { buildLine: () => CartLine; toast: string }) => {
    setIsAdding(true);
    try {
      // Let React paint the 'Adding...' state before the (synchronous) store update.
      await new Promise((resolve) => setTimeout(resolve, 0));
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
      toast.success(options.toast);
      setCartDrawerOpen(true);
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
