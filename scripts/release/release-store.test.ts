import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { canaryVerdict, DEFAULT_ROLLBACK_RULE, errorRate, percentText, rollbackRuleOf } from './canary-verdict';
import { canaryCheckIntervalMs, checkCanaries } from './canary-watch';
import { cohortOf, cohortSetCookie, inCanary, randomCohort } from './cohort';
import { canaryPercentOf, contentHashOf, ReleaseError, ReleaseStore, releasesDirOf, versionFor } from './release-store';
import { releaseTable, windowMsOf } from './release-table';

let root: string;
let store: ReleaseStore;

/** A finished build as webpack leaves it: a manifest, an entry and a chunk whose text makes the build unique. */
function build(text: string): string {
  const dir = store.stagingDir('ordering');
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'ordering', shared: [] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var ordering;');
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'images', 'dish.0123456789.svg'), text);
  return dir;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 8, minute, 0));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'releases-'));
  store = new ReleaseStore(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('ReleaseStore', () => {
  it('has no live release before the first one: the site serves the dist build', () => {
    expect(store.live('ordering')).toBeNull();
    expect(store.list('ordering')).toEqual([]);
    expect(store.liveManifestPath('ordering')).toBeNull();
  });

  it('publishes a build into a versioned folder named by its time and content, and makes it live', () => {
    const built = build('first');
    const hash = contentHashOf(built);
    const { version, reused } = store.publish('ordering', built, at(1));

    expect(reused).toBe(false);
    expect(version).toBe(versionFor(at(1), hash));
    expect(version).toMatch(/^20261124T080100Z-[0-9a-f]{10}$/);
    expect(existsSync(path.join(root, 'ordering', version, 'images', 'dish.0123456789.svg'))).toBe(true);
    expect(existsSync(built)).toBe(false);
    expect(store.live('ordering')).toBe(version);
    expect(store.liveManifestPath('ordering')).toBe(`/releases/ordering/${version}/mf-manifest.json`);
  });

  it('lists the releases oldest first, marking the live one, and hides staging folders', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;
    store.stagingDir('ordering');

    expect(store.list('ordering')).toEqual([
      { version: first, live: false },
      { version: second, live: true },
    ]);
  });

  it('switches the pointer by renaming a complete file over it, leaving no temporary file behind', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    store.publish('ordering', build('second'), at(2));
    store.switchTo('ordering', first, at(3));

    const pointer: unknown = JSON.parse(readFileSync(path.join(root, 'ordering', 'live.json'), 'utf8'));
    expect(pointer).toMatchObject({ version: first, switchedAt: at(3).toISOString() });
    expect(readdirSync(path.join(root, 'ordering')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('rolls back to the release before the live one, then to the dist build, then refuses', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;

    expect(store.rollback('ordering', at(3))).toEqual({ from: second, to: first, canary: false });
    expect(store.live('ordering')).toBe(first);
    expect(store.rollback('ordering', at(4))).toEqual({ from: first, to: null, canary: false });
    expect(store.live('ordering')).toBeNull();
    expect(() => store.rollback('ordering')).toThrow(/no live release/);
  });

  it('rolls a first release back to the dist build: the site serves dist again, the release stays published', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;

    expect(store.rollback('ordering', at(2))).toEqual({ from: first, to: null, canary: false });
    expect(store.live('ordering')).toBeNull();
    expect(store.liveManifestPath('ordering')).toBeNull();
    expect(store.list('ordering')).toEqual([{ version: first, live: false }]);
    expect(existsSync(path.join(root, 'ordering', first, 'remoteEntry.js'))).toBe(true);
  });

  it('rolls back to whatever was live before, not to the release older by date', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    store.rollback('ordering', at(2));
    // the dist build was live when the second release came
    const second = store.publish('ordering', build('second'), at(3)).version;
    expect(store.rollback('ordering', at(4))).toEqual({ from: second, to: null, canary: false });

    // the first release again (same files) replaced the second: rolling back brings the second back
    store.publish('ordering', build('second'), at(5));
    store.publish('ordering', build('first'), at(6));
    expect(store.live('ordering')).toBe(first);
    expect(store.rollback('ordering', at(7))).toEqual({ from: first, to: second, canary: false });
  });

  it('refuses to roll back to a dist build that is not there, and changes nothing', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const noDistBuild = () => false;

    expect(() => store.rollback('ordering', at(2), noDistBuild)).toThrow(/dist\/ build.*is missing/);
    expect(store.live('ordering')).toBe(first);
  });

  it('passes over a release removed by hand since it was live', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;
    const third = store.publish('ordering', build('third'), at(3)).version;
    rmSync(path.join(root, 'ordering', second), { recursive: true });

    expect(store.rollback('ordering', at(4))).toEqual({ from: third, to: first, canary: false });
  });

  it('reads a pointer written before rollbacks remembered the past: the older releases, then the dist build', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;
    writeFileSync(path.join(root, 'ordering', 'live.json'), JSON.stringify({ version: second, switchedAt: 'x' }));

    expect(store.rollback('ordering', at(3))).toEqual({ from: second, to: first, canary: false });
    expect(store.rollback('ordering', at(4))).toEqual({ from: first, to: null, canary: false });
  });

  it('refuses to roll back a remote that has no live release', () => {
    expect(() => store.rollback('auth')).toThrow(ReleaseError);
    expect(() => store.rollback('auth')).toThrow(/no live release/);
  });

  it('keeps every release folder after a rollback, so open tabs keep their chunks', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;
    store.rollback('ordering');
    expect(existsSync(path.join(root, 'ordering', second, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(root, 'ordering', first, 'remoteEntry.js'))).toBe(true);
  });

  it('reuses the release holding the same files instead of publishing a copy', () => {
    const first = store.publish('ordering', build('same'), at(1)).version;
    store.publish('ordering', build('other'), at(2));
    const again = store.publish('ordering', build('same'), at(3));

    expect(again).toEqual({ version: first, reused: true });
    expect(store.live('ordering')).toBe(first);
    expect(store.list('ordering')).toHaveLength(2);
  });

  it('refuses to switch to a release that does not exist or is not a version', () => {
    expect(() => store.switchTo('ordering', '20261124T080100Z-0123456789')).toThrow(/has no release/);
    expect(() => store.switchTo('ordering', '../../etc')).toThrow(/not a release version/);
  });

  it('ignores a pointer naming a missing release: the site falls back to the dist build', () => {
    mkdirSync(path.join(root, 'ordering'));
    writeFileSync(path.join(root, 'ordering', 'live.json'), '{"version":"20261124T080100Z-0123456789"}');
    expect(store.live('ordering')).toBeNull();
  });
});

describe('canary releases', () => {
  it('serves a canary to the cohorts below its share, the live release to the others and to no cohort', () => {
    const stable = store.publish('ordering', build('stable'), at(1)).version;
    const canary = store.publish('ordering', build('canary'), at(2), 10).version;

    expect(store.live('ordering')).toBe(stable);
    expect(store.canary('ordering')).toEqual({ version: canary, percent: 10, startedAt: at(2).toISOString() });
    expect([0, 9].map((cohort) => store.servedTo('ordering', cohort))).toEqual([canary, canary]);
    expect([10, 99, null].map((cohort) => store.servedTo('ordering', cohort))).toEqual([stable, stable, stable]);
    expect([0, 9, 10, 99, null].map((cohort) => store.servesCanaryTo('ordering', cohort))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(store.liveManifestPath('ordering', 3)).toBe(`/releases/ordering/${canary}/mf-manifest.json`);
    expect(store.liveManifestPath('ordering', 50)).toBe(`/releases/ordering/${stable}/mf-manifest.json`);
    expect(store.list('ordering')).toEqual([
      { version: stable, live: true },
      { version: canary, live: false, canaryPercent: 10 },
    ]);
  });

  it('runs a canary beside the dist build when no release is live yet', () => {
    const canary = store.publish('ordering', build('canary'), at(1), 50).version;
    expect(store.servedTo('ordering', 49)).toBe(canary);
    expect(store.servedTo('ordering', 50)).toBeNull();
    expect(store.liveManifestPath('ordering', 50)).toBeNull();
  });

  it('promotes the canary to everyone, and a rollback then goes back to the release live before it', () => {
    const stable = store.publish('ordering', build('stable'), at(1)).version;
    const canary = store.publish('ordering', build('canary'), at(2), 10).version;

    expect(store.promote('ordering', at(3))).toEqual({ version: canary, from: stable });
    expect(store.canary('ordering')).toBeNull();
    expect([0, 99].map((cohort) => store.servedTo('ordering', cohort))).toEqual([canary, canary]);
    expect(store.rollback('ordering', at(4))).toEqual({ from: canary, to: stable, canary: false });
  });

  it('drops a running canary on rollback, leaving the live release and what was before it as they were', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const stable = store.publish('ordering', build('stable'), at(2)).version;
    const canary = store.publish('ordering', build('canary'), at(3), 25).version;

    expect(store.rollback('ordering', at(4))).toEqual({ from: canary, to: stable, canary: true });
    expect(store.canary('ordering')).toBeNull();
    expect(store.servedTo('ordering', 0)).toBe(stable);
    expect(store.rollback('ordering', at(5))).toEqual({ from: stable, to: first, canary: false });
  });

  it('ends the canary when a release goes to everyone, and replaces it with a newer canary', () => {
    store.publish('ordering', build('stable'), at(1));
    store.publish('ordering', build('canary'), at(2), 10);
    const newer = store.publish('ordering', build('newer'), at(3), 20).version;
    expect(store.canary('ordering')).toMatchObject({ version: newer, percent: 20 });

    const everyone = store.publish('ordering', build('everyone'), at(4)).version;
    expect(store.canary('ordering')).toBeNull();
    expect(store.servedTo('ordering', 0)).toBe(everyone);
  });

  it('refuses a promote with no canary, a share outside 1-99 and the live release as its own canary', () => {
    const stable = store.publish('ordering', build('stable'), at(1)).version;
    expect(() => store.promote('ordering')).toThrow(new ReleaseError('ordering has no canary to promote'));
    for (const text of ['0', '100', '-5', '10.5', 'ten', '', undefined]) {
      expect(() => canaryPercentOf(text)).toThrow(/--canary takes a whole percentage from 1 to 99/);
    }
    expect(canaryPercentOf('1')).toBe(1);
    expect(canaryPercentOf('99')).toBe(99);
    expect(() => store.publish('ordering', build('bad'), at(2), 100)).toThrow(/from 1 to 99/);
    expect(() => store.startCanary('ordering', stable, 10)).toThrow(/live already/);
    expect(store.canary('ordering')).toBeNull();
    expect(store.list('ordering')).toEqual([{ version: stable, live: true }]);
  });

  it('ignores a canary in the pointer that names a missing release or a share outside 1-99', () => {
    const stable = store.publish('ordering', build('stable'), at(1)).version;
    const pointer = (canary: unknown) =>
      writeFileSync(
        path.join(root, 'ordering', 'live.json'),
        JSON.stringify({ version: stable, switchedAt: at(1).toISOString(), before: [null], canary }),
      );
    pointer({ version: '20261124T080100Z-0123456789', percent: 10, startedAt: at(2).toISOString() });
    expect(store.servedTo('ordering', 0)).toBe(stable);
    const canary = store.publish('ordering', build('canary'), at(2), 10).version;
    pointer({ version: canary, percent: 100, startedAt: at(2).toISOString() });
    expect(store.servedTo('ordering', 0)).toBe(stable);
  });

  it('lists each release with its share, page views and error rate, "—" where none is counted', () => {
    const stable = store.publish('ordering', build('stable'), at(1)).version;
    const canary = store.publish('ordering', build('canary'), at(2), 10).version;
    const lines = releaseTable(store.list('ordering'), (version) =>
      version === canary ? { pageViews: 200, errors: 3 } : undefined,
    );
    expect(lines[0]).toMatch(/version\s+share\s+page views\s+error rate/);
    expect(lines[1]).toMatch(new RegExp(`^\\*\\s+${stable}\\s+stable 90 %\\s+—\\s+—$`));
    expect(lines[2]).toMatch(new RegExp(`^\\*\\s+${canary}\\s+canary 10 %\\s+200\\s+1\\.50 %$`));
  });
});

describe('the automatic rollback rule', () => {
  const stable = { pageViews: 1000, errors: 10 };

  it('computes a rate as errors per page view, 0 with no page view, and prints it to a tenth of a percent', () => {
    expect(errorRate({ pageViews: 140, errors: 12 })).toBeCloseTo(0.0857, 4);
    expect(errorRate({ pageViews: 0, errors: 3 })).toBe(0);
    expect(percentText(12 / 140)).toBe('8.6 %');
    expect(percentText(0)).toBe('0.0 %');
  });

  it('rolls back a canary whose error rate is above twice the stable one, with 5 errors over 100 page views', () => {
    expect(canaryVerdict(stable, { pageViews: 140, errors: 12 })).toEqual({
      rollBack: true,
      canaryRate: 12 / 140,
      stableRate: 0.01,
      reason: '12 errors / 140 views, 8.6 % vs 1.0 %',
    });
    // exactly at both evidence thresholds is enough evidence
    expect(canaryVerdict(stable, { pageViews: 100, errors: 5 }).rollBack).toBe(true);
  });

  it('takes a stable release with no page view, or no error, as a rate of 0: any error rate on enough evidence is above it', () => {
    expect(canaryVerdict({ pageViews: 0, errors: 0 }, { pageViews: 100, errors: 5 })).toMatchObject({
      rollBack: true,
      reason: '5 errors / 100 views, 5.0 % vs 0.0 %',
    });
    expect(canaryVerdict({ pageViews: 500, errors: 0 }, { pageViews: 100, errors: 5 }).rollBack).toBe(true);
  });

  it('keeps a canary one short of either threshold, or exactly at the factor (not above it)', () => {
    expect(canaryVerdict(stable, { pageViews: 99, errors: 50 })).toEqual({ rollBack: false });
    expect(canaryVerdict(stable, { pageViews: 1000, errors: 4 })).toEqual({ rollBack: false });
    // 2 % against 1 %: twice, not more than twice
    expect(canaryVerdict(stable, { pageViews: 500, errors: 10 })).toEqual({ rollBack: false });
    expect(canaryVerdict({ pageViews: 1000, errors: 25 }, { pageViews: 100, errors: 5 })).toEqual({ rollBack: false });
    expect(canaryVerdict(stable, { pageViews: 500, errors: 11 }).rollBack).toBe(true);
    expect(
      canaryVerdict(stable, { pageViews: 500, errors: 10 }, { factor: 1.5, minErrors: 5, minPageViews: 100 }).rollBack,
    ).toBe(true);
  });

  it('reads its factor and thresholds from the environment, the defaults for anything unset or invalid', () => {
    expect(rollbackRuleOf({})).toEqual(DEFAULT_ROLLBACK_RULE);
    expect(DEFAULT_ROLLBACK_RULE).toEqual({ factor: 2, minErrors: 5, minPageViews: 100 });
    expect(
      rollbackRuleOf({
        CANARY_ROLLBACK_FACTOR: '1.5',
        CANARY_ROLLBACK_MIN_ERRORS: '10',
        CANARY_ROLLBACK_MIN_PAGE_VIEWS: '500',
      }),
    ).toEqual({ factor: 1.5, minErrors: 10, minPageViews: 500 });
    expect(
      rollbackRuleOf({
        CANARY_ROLLBACK_FACTOR: '0',
        CANARY_ROLLBACK_MIN_ERRORS: '2.5',
        CANARY_ROLLBACK_MIN_PAGE_VIEWS: 'many',
      }),
    ).toEqual(DEFAULT_ROLLBACK_RULE);
  });
});

describe('the canary watch', () => {
  type Row = { version: string; pageViews: number; errors: number };
  const watch = (rows: Row[], now = at(10)) =>
    checkCanaries({ store, remotes: ['ordering', 'staff'], activitySince: async () => rows, now: () => now });

  it('drops a bad canary once, records why for `releases`, and leaves a good one running', async () => {
    const stable = store.publish('ordering', build('stable'), at(1)).version;
    const canary = store.publish('ordering', build('canary'), at(2), 10).version;
    expect(await watch([{ version: canary, pageViews: 100, errors: 2 }])).toEqual([]);
    expect(store.canary('ordering')?.version).toBe(canary);

    const rows = [
      { version: stable, pageViews: 1000, errors: 12 },
      { version: canary, pageViews: 140, errors: 12 },
    ];
    const [rollback, ...others] = await watch(rows);
    expect(others).toEqual([]);
    expect(rollback).toMatchObject({
      remote: 'ordering',
      from: canary,
      to: stable,
      canary: { pageViews: 140, errors: 12 },
      stable: { pageViews: 1000, errors: 12 },
      reason: '12 errors / 140 views, 8.6 % vs 1.2 %',
    });
    expect(store.canary('ordering')).toBeNull();
    expect(store.live('ordering')).toBe(stable);
    expect(store.list('ordering').find((entry) => entry.version === canary)?.rolledBack).toEqual({
      version: canary,
      startedAt: at(2).toISOString(),
      at: at(10).toISOString(),
      reason: '12 errors / 140 views, 8.6 % vs 1.2 %',
    });
    // looked at again (this instance or another): nothing left to roll back, the live release stays
    expect(await watch(rows)).toEqual([]);
    expect(store.live('ordering')).toBe(stable);
  });

  it("compares a canary over the dist/ build with the dist/ build's counts", async () => {
    const canary = store.publish('ordering', build('canary'), at(2), 50).version;
    const rows = [
      { version: 'dist', pageViews: 200, errors: 10 },
      { version: canary, pageViews: 100, errors: 10 },
    ];
    expect(await watch(rows)).toEqual([]);
    const [rollback] = await watch([{ version: 'dist', pageViews: 200, errors: 1 }, rows[1] as Row]);
    expect(rollback).toMatchObject({ from: canary, to: null, reason: '10 errors / 100 views, 10.0 % vs 0.5 %' });
    expect(store.canary('ordering')).toBeNull();
  });

  it('rolls a canary back once with many instances deciding at once, and finishes a drop another one recorded', async () => {
    store.publish('ordering', build('stable'), at(1));
    const canary = store.publish('ordering', build('canary'), at(2), 10).version;
    const rows = [{ version: canary, pageViews: 100, errors: 5 }];
    const instances = await Promise.all([watch(rows), watch(rows), watch(rows)]);
    expect(instances.flat()).toHaveLength(1);
    expect(store.automaticRollbacks('ordering')).toHaveLength(1);

    // an instance that recorded the rollback and stopped before dropping: the next look drops it, logging nothing
    const again = store.publish('ordering', build('canary'), at(20), 10);
    expect(again).toEqual({ version: canary, reused: true });
    const running = store.canary('ordering');
    expect(running?.startedAt).toBe(at(20).toISOString());
    if (running) expect(store.recordAutomaticRollback('ordering', running, 'decided elsewhere', at(21))).toBe(true);
    expect(await watch([])).toEqual([]);
    expect(store.canary('ordering')).toBeNull();
  });

  it('never drops a canary released after the decision was read, nor rolls back the live release', () => {
    store.publish('ordering', build('stable'), at(1));
    const first = store.publish('ordering', build('first canary'), at(2), 10).version;
    const decided = store.canary('ordering');
    store.publish('ordering', build('second canary'), at(3), 10);
    if (decided) expect(store.dropCanary('ordering', decided, at(4))).toBe(false);
    expect(store.canary('ordering')?.version).not.toBe(first);
    expect(store.canary('ordering')).not.toBeNull();
  });

  it('looks every CANARY_CHECK_SECONDS, 30 s unless set to a number above 0', () => {
    expect(canaryCheckIntervalMs({})).toBe(30_000);
    expect(canaryCheckIntervalMs({ CANARY_CHECK_SECONDS: '1' })).toBe(1000);
    expect(canaryCheckIntervalMs({ CANARY_CHECK_SECONDS: '0.5' })).toBe(500);
    for (const wrong of ['0', '-5', 'soon', ''])
      expect(canaryCheckIntervalMs({ CANARY_CHECK_SECONDS: wrong })).toBe(30_000);
  });

  it('counts `releases` over a window given as minutes, hours or days', () => {
    expect(windowMsOf('1h')).toBe(3600_000);
    expect(windowMsOf('90m')).toBe(90 * 60_000);
    expect(windowMsOf('7d')).toBe(7 * 24 * 3600_000);
    for (const wrong of ['0h', '1w', 'h', '1.5h']) expect(() => windowMsOf(wrong)).toThrow(ReleaseError);
  });
});

describe('cohorts', () => {
  it('reads the cohort a browser keeps, and nothing else as one', () => {
    expect(cohortOf('theme=dark; cohort=7')).toBe(7);
    expect(cohortOf('cohort=99')).toBe(99);
    for (const header of [undefined, '', 'cohort=100', 'cohort=07', 'cohort=-1', 'cohort=x', 'other=5']) {
      expect(cohortOf(header)).toBeNull();
    }
  });

  it('draws cohorts over 0-99 and keeps one in a site-wide first-party cookie', () => {
    const drawn = new Set(Array.from({ length: 2000 }, randomCohort));
    expect(Math.min(...drawn)).toBe(0);
    expect(Math.max(...drawn)).toBe(99);
    expect(cohortSetCookie(42, false)).toBe('cohort=42; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
    expect(cohortSetCookie(42, true)).toContain('; Secure');
  });

  it('puts a canary at N % on cohorts 0 to N-1: N of the 100', () => {
    const cohorts = Array.from({ length: 100 }, (_, cohort) => cohort);
    expect(cohorts.filter((cohort) => inCanary(cohort, 10))).toEqual(cohorts.slice(0, 10));
    expect(cohorts.filter((cohort) => inCanary(cohort, 50))).toHaveLength(50);
  });
});

describe('releasesDirOf', () => {
  it('is releases/ at the repository root unless RELEASES_DIR names another folder', () => {
    expect(releasesDirOf({})).toBe(path.resolve(__dirname, '..', '..', 'releases'));
    expect(releasesDirOf({ RELEASES_DIR: '/srv/releases' })).toBe('/srv/releases');
    expect(releasesDirOf({ RELEASES_DIR: 'tmp/r' })).toBe(path.resolve(__dirname, '..', '..', 'tmp', 'r'));
  });
});
