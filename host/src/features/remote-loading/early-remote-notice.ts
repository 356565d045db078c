const TEMPLATE_ID = 'remote-early-notice-template';
const NOTICE_ID = 'remote-early-notice';

/** Set on <html> by the first page once React shows its content or its panel (`PageLive`, remote-page.tsx). */
const pageIsLive = () => document.documentElement.dataset['pageLive'] === 'true';

/**
 * The first page's remote could not be fetched before React could say so: its panel comes only once the app's
 * libraries have loaded and the page has rendered (or hydrated), a second or more on a phone. Until then this notice
 * tells the diner and offers a reload: plain DOM from the page's own template (index.html, its words the shell's
 * translations in the default language, English, whatever the visit's), outside React's root so the server's markup
 * hydrates untouched.
 * The page's own panel, or the page itself, replaces it (`removeEarlyRemoteNotice`).
 */
export function showEarlyRemoteNotice(
  // No app to retry in yet: asking for the page again is the retry.
  reload: () => void = () => window.location.reload(),
): void {
  const template = document.getElementById(TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement) || pageIsLive() || document.getElementById(NOTICE_ID)) return;
  const notice = template.content.firstElementChild?.cloneNode(true);
  if (!(notice instanceof HTMLElement)) return;
  notice.querySelector('button')?.addEventListener('click', reload);
  document.body.append(notice);
}

/** React speaks for the page now (its content, or its own panel): the early notice, if any, goes. */
export function removeEarlyRemoteNotice(): void {
  document.getElementById(NOTICE_ID)?.remove();
}
