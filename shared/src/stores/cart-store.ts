import { create } from 'zustand';

export type CartLineType = 'FOOD' | 'COMBO';
/** Food and combo ids are integers in the API contract. */
export type CatalogId = number;

/** A cart line kept in the browser before (or besides) the server cart, spec section 3. */
export interface CartLine {
  /** Random local id, only for React keys and local edits. */
  id: string;
  foodId: CatalogId | null;
  comboId: CatalogId | null;
  type: CartLineType;
  quantity: number;
}

export interface CartLineUpdate {
  /** Defaults to FOOD, as the spec's cart line does. */
  type?: CartLineType;
  foodId?: CatalogId | null;
  comboId?: CatalogId | null;
  /** Positive adds to (or creates) the line; zero or negative removes it. */
  delta: number;
}

export interface CartState {
  lines: readonly CartLine[];
  updateLine: (update: CartLineUpdate) => void;
  clear: () => void;
}

function newLineId(): string {
  const cryptoApi: Crypto | undefined = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Spec section 4, exactly: a combo line matches on comboId + COMBO, a food line on foodId + FOOD. A match grows
 * by a positive delta and is removed by zero or a negative delta; without a match only a positive delta creates a
 * line. Pure, so the rules are testable on their own.
 */
export function applyCartLineUpdate(
  lines: readonly CartLine[],
  update: CartLineUpdate,
  createId: () => string = newLineId,
): readonly CartLine[] {
  const type = update.type ?? 'FOOD';
  const key = type === 'COMBO' ? update.comboId : update.foodId;
  // A line with no id of its type, or a delta that is not a number, cannot mean anything: leave the cart alone.
  // The same array back when nothing changes, so subscribers do not re-render.
  if (key === undefined || key === null || !Number.isFinite(update.delta)) return lines;

  const matches = (line: CartLine) =>
    line.type === type && (type === 'COMBO' ? line.comboId === key : line.foodId === key);
  const existing = lines.find(matches);

  if (existing) {
    if (update.delta <= 0) return lines.filter((line) => line !== existing);
    return lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + update.delta } : line));
  }
  if (update.delta <= 0) return lines;
  return [
    ...lines,
    {
      id: createId(),
      foodId: type === 'FOOD' ? key : null,
      comboId: type === 'COMBO' ? key : null,
      type,
      quantity: update.delta,
    },
  ];
}

export const useCartStore = create<CartState>()((set) => ({
  lines: [],
  updateLine: (update) => set((state) => ({ lines: applyCartLineUpdate(state.lines, update) })),
  clear: () => set({ lines: [] }),
}));

export const useCartLines = () => useCartStore((state) => state.lines);
/** Sum of quantities, for the header's cart badge. */
export const useCartCount = () =>
  useCartStore((state) => state.lines.reduce((total, line) => total + line.quantity, 0));
export const useUpdateCartLine = () => useCartStore((state) => state.updateLine);
export const useClearCart = () => useCartStore((state) => state.clear);
