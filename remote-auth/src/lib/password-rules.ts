/**
 * The contract describes a password as "at least 8 characters with a letter and a digit" but its schema only holds
 * the length; this is the letter-and-digit half until the contract carries it as a `pattern` (then the resolver
 * picks it up by itself and this can go).
 */
export function isStrongPassword(password: string): boolean {
  return /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}
