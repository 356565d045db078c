// The Node build's entry (dist/server/main.js, required by the site server). An async boundary, as index.ts is in the
// browser: the shared singletons are negotiated before any module that imports them runs.
import type { RenderPage } from '@restaurant/shared';

export const renderPage: RenderPage = async (request) => (await import('./app/server-render')).renderPage(request);
