import type { Product } from '../sample-data';

/** One line of the demo cart: the product's id and quantity, plus what checkout shows without the product list. */
export interface CartLine {
  id: number;
  title: string;
  photo: string;
  /** What the shopper pays for one, after the discount. */
  price: number;
  /** The "was" price of one (price + discount). */
  salesPrice: number;
  discount: number;
  /** The colour chosen on the detail page (a palette hex), or the product's first colour. */
  color: string;
  qty: number;
}

/** The line a product makes when added (quantity `qty`, at least 1). */
export function lineOf(product: Product, qty = 1, color = product.colors[0] ?? ''): CartLine {
  return {
    id: product.id,
    title: product.title,
    photo: product.photo,
    price: product.price,
    salesPrice: product.salesPrice,
    discount: product.discount,
    color,
    qty: Math.max(1, Math.floor(qty)),
  };
}

// Spec section 4 (demo cart): adding a product already in the cart increments its line instead of appending another.
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((candidate) => candidate.id === line.id);
  if (!existing) return [...lines, line];
  return lines.map((candidate) =>
    candidate.id === line.id ? { ...candidate, qty: candidate.qty + line.qty } : candidate,
  );
}

export function incrementLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.map((line) => (line.id === id ? { ...line, qty: line.qty + 1 } : line));
}

/** Decrement never goes below 1: removing a line is its own, explicit action. */
export function decrementLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.map((line) => (line.id === id ? { ...line, qty: Math.max(1, line.qty - 1) } : line));
}

export function removeLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** How many items the cart holds (the badge's number). */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}
