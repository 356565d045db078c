import type { Translated } from '@restaurant/shared';

/**
 * The `staffSoldOut` namespace (the kitchen's sold-out marks on dishes and combos). English is the reference: the
 * other languages must have exactly these keys.
 */
const en = {
  title: 'Sold out today',
  subtitle: 'Mark what the kitchen has run out of: the menu shows it sold out and no one can order it.',
  todayOnly: 'A mark holds for today only: tomorrow everything is back on sale by itself.',
  filter: 'Filter by name',
  filterHint: 'Vietnamese or English name, accents optional',
  loading: 'Loading the menu…',
  dishes: 'Dishes',
  combos: 'Combos',
  summary: 'Sold out today: {{count}}',
  noMatch: 'Nothing here matches “{{q}}”.',
  empty: 'Nothing on the menu yet.',
  combosNote: 'A combo is also sold out while one of its dishes is.',
  offMenu: 'Off the menu',
  soldOutBadge: 'Sold out today',
  onSaleBadge: 'On sale',
  switchLabel: 'Sold out today',
  marked: '{{name}} is sold out for today.',
  cleared: '{{name}} is back on sale.',
  markedBy: 'Marked by {{name}}',
};

export default en;

/** The shape every other language must fill, key for key. */
export type SoldOutTexts = Translated<typeof en>;
