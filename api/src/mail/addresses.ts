import { isIP } from 'node:net';
import addressparser from 'nodemailer/lib/addressparser';

/** `localhost`, 127.0.0.0/8 or ::1: mail that never leaves the machine needs no TLS. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return isIP(bare) === 6 && (bare === '::1' || bare === '0:0:0:0:0:0:0:1');
}

/** `"Bếp Nhà" <hello@bepnha.vn>` → its address, or undefined when it is not exactly one address. */
export function fromAddressOf(mailFrom: string): string | undefined {
  if (/[\r\n]/.test(mailFrom)) return undefined;
  const parsed = addressparser(mailFrom);
  const [only] = parsed;
  if (parsed.length !== 1 || !only || !('address' in only) || !only.address) return undefined;
  return /^[^@\s]+@[^@\s]+$/.test(only.address) ? only.address : undefined;
}

/**
 * A name as a header may carry it: control characters (line breaks), invisible format characters (bidirectional
 * overrides), angle brackets and quotes can neither start a header nor make an address.
 */
export function safeDisplayName(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Cf}<>"\\]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
