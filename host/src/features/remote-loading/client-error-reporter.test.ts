import { describe, expect, it } from '@jest/globals';
import { reportClientError, setClientErrorReporter } from '@restaurant/shared';
import { scrubClientText } from '@restaurant/shared/client-errors';
import { createClientErrorReporter, versionOfManifestUrl } from './client-error-reporter';

const RELEASE = '20261124T073512Z-3f9c01ab2e';

function reporterWithBeacons() {
  const beacons: string[] = [];
  let pageViews = 0;
  const reporter = createClientErrorReporter({
    send: (body) => beacons.push(body),
    newPageViewId: () => `page-view-${++pageViews}`,
  });
  reporter.setRemotes({
    ordering: `/releases/ordering/${RELEASE}/mf-manifest.json`,
    reservation: '/remotes/reservation/mf-manifest.json',
  });
  return { reporter, beacons, parsed: () => beacons.map((body) => JSON.parse(body) as Record<string, unknown>) };
}

describe('the client error reporter', () => {
  it('tags each page view and error with the remote, the version the host loaded and the route pattern, once per page view', () => {
    const { reporter, parsed } = reporterWithBeacons();
    reporter.startPageView('ordering', '/landing/food-detail/:id');
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    reporter.report('unhandled-rejection', chunk);
    reporter.report('remote-load', chunk, 'ordering');
    reporter.startPageView('reservation', '/landing/reservation');
    reporter.report('window-error', new TypeError('x is undefined'));

    expect(
      parsed().map(({ type, pageViewId, remote, version, route, kind }) => ({
        type,
        pageViewId,
        remote,
        version,
        route,
        kind,
      })),
    ).toEqual([
      {
        type: 'page-view',
        pageViewId: 'page-view-2',
        remote: 'ordering',
        version: RELEASE,
        route: '/landing/food-detail/:id',
        kind: undefined,
      },
      {
        type: 'error',
        pageViewId: 'page-view-2',
        remote: 'ordering',
        version: RELEASE,
        route: '/landing/food-detail/:id',
        kind: 'chunk-load',
      },
      {
        type: 'page-view',
        pageViewId: 'page-view-3',
        remote: 'reservation',
        version: 'dist',
        route: '/landing/reservation',
        kind: undefined,
      },
      {
        type: 'error',
        pageViewId: 'page-view-3',
        remote: 'reservation',
        version: 'dist',
        route: '/landing/reservation',
        kind: 'window-error',
      },
    ]);
  });

  it('never sends a token, an e-mail address, a query string or a form value', () => {
    const { reporter, beacons } = reporterWithBeacons();
    reporter.startPageView('ordering', '/landing/checkout');
    const error = new Error(
      'POST https://bepnha.test/api/orders?voucher=CHAOBAN10#pay failed for an.nguyen@example.com with Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln: {"password":"Pho#2026","phone":"0901234567"}',
    );
    error.stack = `Error\n    at submit (https://bepnha.test/remotes/ordering/static/js/12.js?token=abcdef:1:200)`;
    reporter.report('window-error', error);
    reporter.report('hydration', new Error('Hydration failed\n  + an.nguyen@example.com\n  - Nguyễn An'));

    const sent = beacons.join('\n');
    for (const secret of [
      'an.nguyen@example.com',
      'eyJhbGciOiJIUzI1NiJ9',
      'voucher=',
      'CHAOBAN10',
      'Pho#2026',
      '0901234567',
      'token=',
      'Nguyễn An',
    ])
      expect([secret, sent.includes(secret)]).toEqual([secret, false]);
    expect(sent).toContain('https://bepnha.test/api/orders failed for [email]');
    expect(sent).toContain('12.js:1:200');
  });

  it('scrubs text cut to its limit, and leaves a sentence with a question mark alone', () => {
    expect(scrubClientText('Is it open? Yes.', 500)).toBe('Is it open? Yes.');
    expect(scrubClientText('/landing/food?category=2 '.repeat(40), 30)).toBe('/landing/food /landing/food /l');
  });

  it("takes a remote's own error boundary's report through the shared package, the host unknown to the remote", () => {
    const { reporter, parsed } = reporterWithBeacons();
    reporter.startPageView('reservation', '/landing/reservation');
    reportClientError({ kind: 'error-boundary', error: new Error('before the host listens') });
    const stop = setClientErrorReporter(({ kind, error, remote }) => reporter.report(kind, error, remote));
    reportClientError({ kind: 'error-boundary', error: new RangeError('party size') });
    stop();
    reportClientError({ kind: 'error-boundary', error: new Error('after it stopped') });
    expect(
      parsed()
        .filter(({ type }) => type === 'error')
        .map(({ remote, kind, message }) => ({ remote, kind, message })),
    ).toEqual([{ remote: 'reservation', kind: 'error-boundary', message: 'RangeError: party size' }]);
  });

  it('reads the version from the manifest URL /remotes.json names', () => {
    expect(versionOfManifestUrl(`/releases/staff/${RELEASE}/mf-manifest.json`)).toBe(RELEASE);
    expect(versionOfManifestUrl('/remotes/staff/mf-manifest.json')).toBe('dist');
    expect(versionOfManifestUrl('https://cdn.example/staff/mf-manifest.json?v=1')).toBe('dist');
  });
});
