/** Lower-case, accent-free form of Vietnamese text ("Phở bò" -> "pho bo"), so searches work without diacritics. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** An e-mail address as accounts are stored and looked up: `Diner@Example.com ` and `diner@example.com` are one. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
