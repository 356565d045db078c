/** An e-mail address: something, one @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people write it: an optional +, then 7 to 20 digits, spaces, dots, dashes or brackets. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;
