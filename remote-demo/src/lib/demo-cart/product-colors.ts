import { PRODUCT_PALETTE } from '../sample-data';

// The palette's swatches need names a screen reader can say and a URL can carry: one key per palette colour, which
// each page's locale turns into words (`colors.<key>`).
const NAMES = ['blue', 'lime', 'red', 'amber', 'green', 'black', 'pink'] as const;
export type ProductColorKey = (typeof NAMES)[number];

export const PRODUCT_COLOR_KEYS: ReadonlyMap<string, ProductColorKey> = new Map(
  PRODUCT_PALETTE.map((hex, index) => [hex.toUpperCase(), NAMES[index] ?? 'black']),
);

/** The name key of a palette hex (`#FF4842` → `red`); unknown colours read as the nearest thing we have: none. */
export function colorKeyOf(hex: string): ProductColorKey | undefined {
  return PRODUCT_COLOR_KEYS.get(hex.toUpperCase());
}
