import { create } from 'zustand';
import { addLine, decrementLine, incrementLine, itemCount, removeLine, type CartLine } from './cart-transitions';

interface DemoCartState {
  lines: CartLine[];
  add: (line: CartLine) => void;
  increment: (id: number) => void;
  decrement: (id: number) => void;
  remove: (id: number) => void;
  clear: () => void;
}

/**
 * The demo shop's cart: session UI state, deliberately not persisted (a reload empties it), shared by the shop, the
 * product detail and checkout. Read it through the atomic hooks below, never the whole state.
 */
export const useDemoCartStore = create<DemoCartState>()((set) => ({
  lines: [],
  add: (line) => set((state) => ({ lines: addLine(state.lines, line) })),
  increment: (id) => set((state) => ({ lines: incrementLine(state.lines, id) })),
  decrement: (id) => set((state) => ({ lines: decrementLine(state.lines, id) })),
  remove: (id) => set((state) => ({ lines: removeLine(state.lines, id) })),
  clear: () => set({ lines: [] }),
}));

export const useCartLines = () => useDemoCartStore((state) => state.lines);
export const useCartItemCount = () => useDemoCartStore((state) => itemCount(state.lines));
export const useAddToCart = () => useDemoCartStore((state) => state.add);
export const useIncrementLine = () => useDemoCartStore((state) => state.increment);
export const useDecrementLine = () => useDemoCartStore((state) => state.decrement);
export const useRemoveLine = () => useDemoCartStore((state) => state.remove);
export const useClearCart = () => useDemoCartStore((state) => state.clear);
