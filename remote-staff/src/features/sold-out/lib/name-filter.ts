/**
 * Text as the filter compares it: lower case, accents dropped (Vietnamese names typed on any keyboard: "pho bo" finds
 * "Phở bò"; đ has no decomposition, so it is mapped by hand), spaces collapsed.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The items one of whose names contains the filter, in their order; every item for an empty filter. */
export function filterByName<T>(items: readonly T[], filter: string, namesOf: (item: T) => readonly string[]): T[] {
  const wanted = foldText(filter);
  if (wanted === '') return [...items];
  return items.filter((item) => namesOf(item).some((name) => foldText(name).includes(wanted)));
}
