/**
 * Whether any of a record's texts contains what the person typed: case- and accent-insensitive, surrounding spaces
 * ignored, so "zoe" finds "Zoë". An empty search matches everything.
 */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const needle = fold(query.trim());
  if (needle === '') return true;
  return texts.some((text) => fold(text).includes(needle));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}
