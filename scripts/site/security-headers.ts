import { createHash } from 'node:crypto';

/**
 * Security headers of the site server's own responses (host page, remotes' files, /remotes.json). The API under
 * /api sends its own (helmet in api/src/app.ts). Everything here is a pure function of the configuration, so the
 * policy a deployment gets can be read off its environment.
 */

/** What the host page may load: the remotes named in /remotes.json, the API it calls, its own inline scripts. */
export interface PagePolicyInputs {
  /** Where each remote's mf-manifest.json lives (the values of /remotes.json); relative URLs are this site. */
  remoteManifestUrls: readonly string[];
  /** The API base URL written into the host page (API_BASE_URL, `/api` by default). */
  apiBaseUrl: string;
  /** CSP hash sources (`'sha256-...'`) of the inline scripts of the page being served; none for other files. */
  inlineScriptHashes: readonly string[];
}

const SELF = "'self'";
/** A base no configured URL can share: a URL that resolves onto it was relative, i.e. this site. */
const RELATIVE_BASE = new URL('https://relative.invalid');

/**
 * The CSP source expression that admits what `url` points at: `'self'` for a relative URL, the origin for an absolute
 * one, the bare host for a scheme-relative one (`//cdn.example.com/...` loads over the page's own scheme), or null
 * when the URL cannot name a server (nothing to admit: the browser could not load it either).
 */
export function cspSourceOf(url: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url.trim(), RELATIVE_BASE);
  } catch {
    return null;
  }
  if (resolved.origin === RELATIVE_BASE.origin) return SELF;
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  return url.trim().startsWith('//') ? resolved.host : resolved.origin;
}

function sourcesOf(urls: readonly string[]): string[] {
  return urls.map(cspSourceOf).filter((source): source is string => source !== null);
}

/**
 * Inline `<script>` elements (no `src`) of a page: the browser runs them only if the CSP lists their hash. A JSON data
 * block (the server render's state, a page's JSON-LD) is never run, so it needs no hash: a rendered page then has the
 * shell's policy, whatever it shows.
 */
const INLINE_SCRIPT =
  /<script\b(?![^>]*\ssrc\s*=)(?![^>]*\stype\s*=\s*["']?application\/(?:ld\+)?json\b)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** CSP hash sources of a page's inline scripts, over their exact text (the built, minified page). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim().length > 0)
    .map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
}

/** The Content-Security-Policy of the composed site: nothing beyond this site, its remotes and its API. */
export function contentSecurityPolicy({
  remoteManifestUrls,
  apiBaseUrl,
  inlineScriptHashes: scriptHashes,
}: PagePolicyInputs): string {
  const remotes = sourcesOf(remoteManifestUrls);
  const api = sourcesOf([apiBaseUrl]);
  const directives: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['default-src', [SELF]],
    // Module Federation loads each remote's remoteEntry.js and chunks with <script> tags from the remote's origin.
    // No 'unsafe-eval': the production runtime reaches `new Function` only for ESM remote entries behind
    // FEDERATION_ALLOW_NEW_FUNCTION, for a manifest's `getPublicPath` (ours say `publicPath: auto`) and when
    // `globalThis` is missing.
    ['script-src', [SELF, ...remotes, ...scriptHashes]],
    // Emotion (under Chakra UI) adds <style> elements at run time and the host page paints its static shell from an
    // inline <style>: without 'unsafe-inline' both are refused and the site renders unstyled. Hashes would tie the
    // policy to emotion's production mode (empty elements filled through CSSOM) and to every edit of the shell; a
    // nonce would have to be minted per response and handed to emotion's cache. Styles cannot run script: script-src
    // stays closed to inline code.
    ['style-src', [SELF, "'unsafe-inline'"]],
    // fetch()/XHR: the API, and the Module Federation runtime reading each remote's mf-manifest.json.
    ['connect-src', [SELF, ...api, ...remotes]],
    // Dish, combo and category illustrations come from the API (/api/images/...); the demo's sample images from the
    // demo remote's own origin. No data: or blob: image is used.
    ['img-src', [SELF, ...api, ...remotes]],
    ['font-src', [SELF]],
    ['object-src', ["'none'"]],
    ['base-uri', [SELF]],
    ['form-action', [SELF]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/**
 * Whether a proxy's `X-Forwarded-Proto` is believed: TRUST_PROXY set to anything but empty, `0` or `false` (`1`,
 * `true`, a hop count, proxy addresses: the API reads the same variable, and the rest of its value, to find client
 * addresses). Believing a client that lies about https costs nothing here: browsers ignore HSTS received over http.
 */
export function trustsProxy(env: NodeJS.ProcessEnv): boolean {
  const value = env.TRUST_PROXY?.trim().toLowerCase() ?? '';
  return value !== '' && value !== '0' && value !== 'false';
}

/**
 * One year, this host only: `includeSubDomains` would force https on every other server of the operator's domain,
 * which this site cannot know to be ready for it.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The headers of every site response; HSTS only over https (sent over http, a browser would ignore it anyway). */
export function securityHeaders(policy: string, overHttps: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    // Other origins (a remote's server, the API's) learn which site sent a visitor, not which page.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(overHttps ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
