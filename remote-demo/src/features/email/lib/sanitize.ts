import DOMPurify from 'dompurify';

/**
 * An e-mail's HTML made safe to show: DOMPurify keeps formatting and drops scripts, event handlers and javascript:
 * URLs. Styles are dropped too, so the mail follows the theme (and dark mode) and the CSP never meets inline style.
 */
export function sanitizeEmailHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'], FORBID_TAGS: ['style'] });
}
