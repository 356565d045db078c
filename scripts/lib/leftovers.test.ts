import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { LEFTOVERS_FILE_ENV, registerForCleanup, stopLeftovers } from './leftovers';

let scratch: string;
let file: string;
const started: ChildProcess[] = [];

/** A process in a group of its own, as Playwright's web servers and pg_ctl's PostgreSQL are. */
function startSleeper(): ChildProcess {
  const child = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
  started.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'leftovers-test-'));
  file = path.join(scratch, 'leftovers.ndjson');
});

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

describe('what a test stage leaves running', () => {
  it('is written down only under npm test (the variable names the list)', () => {
    registerForCleanup(process.pid, 'this process', {}, {});
    expect(existsSync(file)).toBe(false);
  });

  it('is stopped when the stage ends, its throw-away folder removed, and named', async () => {
    const server = startSleeper();
    const dataDir = path.join(scratch, 'data');
    mkdirSync(dataDir);
    registerForCleanup(server.pid ?? 0, 'site server', { removeDir: dataDir }, { [LEFTOVERS_FILE_ENV]: file });

    const stopped = await stopLeftovers(file);

    await exited(server);
    expect(stopped).toEqual([`site server (pid ${server.pid})`]);
    expect(server.signalCode).toBe('SIGTERM');
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(file)).toBe(false);
  });

  it('gets SIGKILL when it ignores its stop signal', async () => {
    const stubborn = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], {
      detached: true,
      stdio: 'ignore',
    });
    started.push(stubborn);
    // let node install its handler before the signal comes
    await new Promise((resolve) => setTimeout(resolve, 500));
    registerForCleanup(stubborn.pid ?? 0, 'stubborn', {}, { [LEFTOVERS_FILE_ENV]: file });

    await stopLeftovers(file, 300);

    await exited(stubborn);
    expect(stubborn.signalCode).toBe('SIGKILL');
  });

  it('leaves alone a process that has ended, and one that merely got its pid later', async () => {
    const server = startSleeper();
    const newcomer = startSleeper();
    writeFileSync(
      file,
      [
        JSON.stringify({ pid: 2 ** 22 + 1, startedAt: null, label: 'ended long ago', signal: 'SIGTERM' }),
        JSON.stringify({ pid: newcomer.pid, startedAt: '1', label: 'the pid, reused', signal: 'SIGTERM' }),
      ]
        .map((line) => `${line}\n`)
        .join(''),
    );
    registerForCleanup(server.pid ?? 0, 'server', {}, { [LEFTOVERS_FILE_ENV]: file });

    expect(await stopLeftovers(file)).toEqual([`server (pid ${server.pid})`]);
    expect(newcomer.exitCode).toBeNull();
    expect(newcomer.signalCode).toBeNull();
  });

  it('does not count a process that has exited but was never reaped (a zombie) as left running', async () => {
    // perl's child exits at once and perl never waits for it. (A shell's background child was reaped by the
    // shell itself now and then, before it exec'd into sleep, and there was no zombie to look at.)
    const parent = spawn('perl', ['-e', '$| = 1; my $pid = fork(); exit 0 unless $pid; print "$pid\n"; sleep 600'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    started.push(parent);
    const zombie = await new Promise<number>((resolve) => parent.stdout?.once('data', (data) => resolve(Number(data))));
    const state = (): string | undefined => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0];
    while (state() !== 'Z') await new Promise((resolve) => setTimeout(resolve, 20));
    registerForCleanup(zombie, 'PostgreSQL, stopped', {}, { [LEFTOVERS_FILE_ENV]: file });

    expect(await stopLeftovers(file)).toEqual([]);
  });
});
