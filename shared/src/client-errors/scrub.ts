/**
 * What a client error report may never carry: an account's token, an e-mail address, a query string or fragment (they
 * hold search terms, reset tokens, codes) or a form's value. Used by the host before a beacon leaves the browser and by
 * the API again before anything is stored, so a report from an old or forged client is held to the same rule.
 */

export const SCRUBBED = {
  email: '[email]',
  token: '[token]',
  value: '[value]',
} as const;

const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const BEARER = /\b(bearer)\s+[^\s,;'"]+/gi;
const EMAIL = /[^\s@<>()[\]"'`,;:]+@[^\s@<>()[\]"'`,;:]+\.[a-z]{2,}/gi;
// `?q=...` and `#...` of any address, relative or absolute; a stack frame's `:line:column` after it stays
const QUERY_OR_FRAGMENT = /(?<=[\w/.%-])[?#][^\s)'"<>`]+?(?=(?::\d+)*(?:[\s)'"<>`]|$))/g;
// a value named after what it is: `password=…`, `"token": "…"`, `code: 123456`
const NAMED_SECRET =
  /\b(password|passwd|token|access_?token|refresh_?token|secret|code|otp|email|phone|card|iban|authorization|cookie)\b(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&})]+)/gi;
// what is left that looks like a key (long runs of letters and digits, as tokens and session ids are)
const LONG_SECRET = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b/g;

/** `text` without tokens, e-mail addresses, query strings, fragments or named values, cut to `maxLength`. */
export function scrubClientText(text: string, maxLength: number): string {
  const scrubbed = text
    .replace(JWT, SCRUBBED.token)
    .replace(BEARER, `$1 ${SCRUBBED.token}`)
    .replace(QUERY_OR_FRAGMENT, '')
    .replace(NAMED_SECRET, `$1$2${SCRUBBED.value}`)
    .replace(EMAIL, SCRUBBED.email)
    .replace(LONG_SECRET, SCRUBBED.token);
  return scrubbed.length > maxLength ? scrubbed.slice(0, maxLength) : scrubbed;
}
