import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { INTEROP_HOST_BASE } from './webpack.config';

/**
 * The interop host's own static server (node's http): its production build under /interop-host/ (its index.html for
 * its routes), and, as a host deployed behind one reverse proxy would, the composed site's remotes (`/remotes/`) and
 * API (`/api/`) passed through to the site, so the remote pages reach them on the page's origin.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const PASSED_TO_SITE = /^\/(api|remotes)\//;

export interface InteropHostServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

function passToSite(site: URL, incoming: IncomingMessage, response: ServerResponse): void {
  const outgoing = request(
    new URL(incoming.url ?? '/', site),
    { method: incoming.method, headers: { ...incoming.headers, host: site.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  incoming.pipe(outgoing);
}

function serveFile(outputDir: string, pathname: string, response: ServerResponse): void {
  const relative = decodeURIComponent(pathname.slice(INTEROP_HOST_BASE.length));
  const file = path.resolve(outputDir, relative);
  const inside = file.startsWith(outputDir + path.sep);
  const found = inside && relative !== '' && existsSync(file) && statSync(file).isFile();
  const served = found ? file : path.join(outputDir, 'index.html');
  response.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream' });
  createReadStream(served).pipe(response);
}

/** Serves `outputDir` (the host's build) on a free port of 127.0.0.1, passing /api and /remotes to `siteOrigin`. */
export async function startInteropHostServer(outputDir: string, siteOrigin: string): Promise<InteropHostServer> {
  const site = new URL(siteOrigin);
  const root = path.resolve(outputDir);
  const server = createServer((incoming, response) => {
    const { pathname } = new URL(incoming.url ?? '/', 'http://localhost');
    if (PASSED_TO_SITE.test(pathname)) return passToSite(site, incoming, response);
    if (pathname.startsWith(INTEROP_HOST_BASE)) return serveFile(root, pathname, response);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
