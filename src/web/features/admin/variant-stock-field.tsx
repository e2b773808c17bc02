import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminVariantDto } from '../../../core/api/admin';
import { STOCK_QUANTITY_MESSAGE, variantStockSchema } from '../../../core/schemas/variant-stock';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { adminKeys, setVariantStock } from './api';

const unitsText = (quantity: number | null) =>
  quantity === null
    ? 'Not tracked: sold without a limit.'
    : quantity < 0
      ? `Oversold by ${-quantity} ${quantity === -1 ? 'unit' : 'units'}: none on sale.`
      : `${quantity} ${quantity === 1 ? 'unit' : 'units'} on sale.`;

/**
 * A saved variant's stock, set on Shopify and in the shop at once (stock/set-stock.ts). Apart
 * from the product form: stock is Shopify's number, not a field the product's Save sends.
 */
export function VariantStockField({
  productId,
  variant,
}: {
  productId: string;
  variant: AdminVariantDto;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(String(variant.inventoryQuantity ?? ''));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (quantity: number) =>
      setVariantStock(variant.id, quantity, variant.inventoryQuantity),
    onSuccess: async (data) => {
      setError(null);
      toast.success(`Stock of ${variant.title} set to ${data.quantity}`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.product(productId) });
    },
    onError: async (err) => {
      setError(getErrorMessage(err));
      // Shopify's figure moved: the server stored it, so reading the product again makes the
      // next save compare with it (the message names it) instead of being refused again.
      if (err instanceof ApiError && err.code === 'stock_changed') {
        await queryClient.invalidateQueries({ queryKey: adminKeys.product(productId) });
      }
    },
  });
  const submit = () => {
    const parsed = variantStockSchema.shape.quantity.safeParse(
      text.trim() === '' ? Number.NaN : Number(text),
    );
    if (!parsed.success) {
      setError(STOCK_QUANTITY_MESSAGE);
      return;
    }
    save.mutate(parsed.data);
  };
  if (!variant.shopifyGid) {
    return (
      <p className="text-muted-foreground text-sm sm:col-span-2" data-testid="variant-stock">
        Stock: {unitsText(variant.inventoryQuantity)} Export the catalogue to Shopify to set it.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:col-span-2" data-testid="variant-stock">
      <div className="flex flex-wrap items-end gap-2">
        <FormField
          label="Stock (units)"
          description={unitsText(variant.inventoryQuantity)}
          error={error ?? undefined}
          className="w-40"
        >
          <Input
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter sets the stock, never submits the product form around it.
              if (e.key === 'Enter') {
                e.preventDefault();
                submit();
              }
            }}
          />
        </FormField>
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={save.isPending}
          disabled={save.isPending}
          onClick={submit}
        >
          Set stock
        </Button>
      </div>
    </div>
  );
}
