import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  useCartLines,
  useIsAuthenticated,
  useMyCart,
  useUpdateCartLine,
  type ApiError,
  type CartLine,
} from '@restaurant/shared';
import { comboQueryOptions } from '../../../lib/api/get-combo';
import { foodQueryOptions } from '../../../lib/api/get-food';
import { usePricesSeen } from '../api/prices-seen';
import { useUpdateToCart } from '../api/update-to-cart';

export interface CartViewLine {
  key: string;
  type: 'FOOD' | 'COMBO';
  itemId: number;
  /** Null while a guest line's dish or combo is still loading. */
  name: string | null;
  imageUrl: string | null;
  unitPrice: number | null;
  /**
   * The price the diner saw before the restaurant changed it (signed in only: the server remembers what was seen;
   * a guest's lines are priced from the menu as it is). Null when unchanged.
   */
  previousUnitPrice: number | null;
  quantity: number;
  lineTotal: number | null;
  /** The server cart line id (signed in only). */
  detailId: number | null;
}

export interface CartView {
  mode: 'guest' | 'server';
  lines: CartViewLine[];
  /** Null until every line's price is known. */
  total: number | null;
  count: number;
  isLoading: boolean;
  error: ApiError | null;
  refetch: () => void;
  setQuantity: (line: CartViewLine, quantity: number) => void;
  isUpdating: boolean;
  updateError: ApiError | null;
  resetUpdate: () => void;
  /** The diner has read the price-change notices (changing a line acknowledges that line too). */
  acknowledgePrices: () => void;
}

function idOf(line: CartLine): number {
  return Number(line.type === 'COMBO' ? line.comboId : line.foodId);
}

// Changing a guest line's quantity re-creates it at the end of the list (the store only adds or removes), so
// guest lines are shown in a stable order instead: dishes then combos, by id.
function byTypeThenId(a: CartLine, b: CartLine): number {
  if (a.type !== b.type) return a.type === 'FOOD' ? -1 : 1;
  return idOf(a) - idOf(b);
}

type CartContents = Pick<CartView, 'lines' | 'total' | 'count' | 'isLoading' | 'error' | 'refetch'>;

function useGuestCart(enabled: boolean): CartContents {
  const storeLines = useCartLines();
  const lines = useMemo(() => (enabled ? [...storeLines].sort(byTypeThenId) : []), [enabled, storeLines]);
  const details = useQueries({
    queries: lines.map((line) =>
      line.type === 'COMBO' ? comboQueryOptions(idOf(line)) : foodQueryOptions(idOf(line)),
    ),
  });

  const viewLines = lines.map((line, index): CartViewLine => {
    const item = details[index]?.data;
    return {
      key: line.id,
      type: line.type,
      itemId: idOf(line),
      name: item?.name ?? null,
      imageUrl: item?.imageUrl ?? null,
      unitPrice: item?.price ?? null,
      previousUnitPrice: null,
      quantity: line.quantity,
      lineTotal: item ? item.price * line.quantity : null,
      detailId: null,
    };
  });
  const priced = viewLines.every((line) => line.lineTotal !== null);
  const firstError = details.find((query) => query.error)?.error ?? null;

  return {
    lines: viewLines,
    total: priced ? viewLines.reduce((sum, line) => sum + (line.lineTotal ?? 0), 0) : null,
    count: viewLines.reduce((sum, line) => sum + line.quantity, 0),
    isLoading: details.some((query) => query.isPending),
    error: firstError,
    refetch: () => {
      for (const query of details) if (query.error) void query.refetch();
    },
  };
}

/** One cart for the drawer and the badge: the server cart when signed in, the local lines for a guest. */
export function useCart(): CartView {
  const signedIn = useIsAuthenticated();
  const server = useMyCart(signedIn);
  const guest = useGuestCart(!signedIn);
  const updateLine = useUpdateCartLine();
  const update = useUpdateToCart();
  const seen = usePricesSeen();

  const setQuantity = useCallback(
    (line: CartViewLine, quantity: number) => {
      const target = Math.max(0, Math.floor(quantity));
      if (signedIn) {
        const cartId = server.data?.id;
        if (cartId == null || line.detailId === null) return;
        update.mutate({ cartId, cartDetailId: line.detailId, quantity: target });
        return;
      }
      const ids = {
        type: line.type,
        foodId: line.type === 'FOOD' ? line.itemId : null,
        comboId: line.type === 'COMBO' ? line.itemId : null,
      };
      if (target > line.quantity) {
        updateLine({ ...ids, delta: target - line.quantity });
        return;
      }
      // Section 4: a zero or negative delta removes the line; a smaller quantity is the line re-added at it.
      updateLine({ ...ids, delta: 0 });
      if (target > 0) updateLine({ ...ids, delta: target });
    },
    [signedIn, server.data?.id, update, updateLine],
  );

  const acknowledgePrices = useCallback(() => seen.mutate(), [seen]);

  const mutationState = {
    setQuantity,
    acknowledgePrices,
    isUpdating: update.isPending || seen.isPending,
    updateError: update.error,
    resetUpdate: update.reset,
  };

  if (!signedIn) return { mode: 'guest', ...guest, ...mutationState };

  const cart = server.data;
  return {
    mode: 'server',
    lines: (cart?.cartDetails ?? []).map((detail) => ({
      key: String(detail.id),
      type: detail.type,
      itemId: Number(detail.type === 'COMBO' ? detail.comboId : detail.foodId),
      name: detail.name,
      imageUrl: detail.imageUrl,
      unitPrice: detail.unitPrice,
      previousUnitPrice: detail.previousUnitPrice,
      quantity: detail.quantity,
      lineTotal: detail.lineTotal,
      detailId: detail.id,
    })),
    total: cart?.total ?? null,
    count: cart?.itemCount ?? 0,
    isLoading: server.isPending,
    error: server.error,
    refetch: () => void server.refetch(),
    ...mutationState,
  };
}
