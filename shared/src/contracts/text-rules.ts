// Plain strings with no import: a form that checks text by hand imports them from
// `@restaurant/shared/contracts/text-rules` without bringing TypeBox into its bundle (or its jest set-up); the
// contracts' schemas carry the same patterns.

/**
 * What text typed by one diner and shown to others (names, reviews, booking notes) may not contain: C0 and C1 control
 * characters with DEL (`\p{Cc}`), and the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069), which reorder the characters around them so a name or a review reads differently from what it says.
 * Compile with the `u` flag (`\p{...}` needs it), as Ajv and TypeBox do.
 */
const UNSAFE_TEXT_CHARACTERS = '\\p{Cc}\\u202A-\\u202E\\u2066-\\u2069';

/** One line: a name. */
export const SINGLE_LINE_TEXT_PATTERN = `^[^${UNSAFE_TEXT_CHARACTERS}]*$`;

/** As one line, but tab, line feed and carriage return (`\r\n` from a textarea) are welcome: a review, a note. */
export const MULTILINE_TEXT_PATTERN = `^(?:[\\t\\n\\r]|[^${UNSAFE_TEXT_CHARACTERS}])*$`;

/**
 * The restaurant's telephone as search engines and phones take it (E.164 with readable gaps): `+`, a country code
 * that does not start with 0, then 7 to 15 digits in all, single spaces or dashes between them (`+84 24 3825 1234`).
 */
export const INTERNATIONAL_PHONE_PATTERN = '^\\+[1-9](?:[ -]?[0-9]){6,14}$';

/** A postal code of any country: 2 to 10 letters or digits, single spaces or dashes between them (`100000`, `SW1A 1AA`). */
export const POSTAL_CODE_PATTERN = '^[A-Za-z0-9](?:[ -]?[A-Za-z0-9]){1,9}$';

/** A country as ISO 3166-1 alpha-2 (`VN`), what schema.org's `addressCountry` takes. */
export const COUNTRY_CODE_PATTERN = '^[A-Z]{2}$';
