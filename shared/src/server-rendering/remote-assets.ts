import type { RemoteName } from '../router/remote-modules';

/** Where each remote's web build is served, as the site's pages address it; set by the host before a server render. */
let publicPaths: Readonly<Record<string, string>> = {};

export function setRemotePublicPaths(paths: Readonly<Record<string, string>>): void {
  publicPaths = paths;
}

/** Absolute (`http://...`, `data:`) or root-relative: already addressed from any page. */
const ADDRESSED = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/**
 * The URL of a file a remote's build emitted (an image imported as an asset). The web build's is absolute already
 * (webpack takes it from where the remote's script came from). The Node build's is relative to the remote's public
 * path, which only the site knows: it is put under the path the site serves the remote's web build from, so the
 * server's markup names the file the browser would.
 */
export function remoteAssetUrl(remote: RemoteName, url: string): string {
  const base = publicPaths[remote];
  return base === undefined || ADDRESSED.test(url) ? url : `${base}${url}`;
}
