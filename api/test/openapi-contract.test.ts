import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import Fastify from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { guardOperationIds } from '../src/plugins/docs';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let document: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject('/api/docs/json')).json();
});
afterAll(() => t.close());

describe('the API contract other teams generate clients from', () => {
  it('passes spectral:oas with no error and no warning', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const findings = await spectral.run(document);
    const said = findings.map((f) => `${f.code} ${f.path.join('.')}: ${f.message}`);
    expect(said).toEqual([]);
  });
});

describe('a client generated from the document (openapi-typescript)', () => {
  it('names each call by its operationId and type-checks a small client against the types', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-client-'));
    try {
      await writeFile(path.join(dir, 'api.d.ts'), astToString(await openapiTS(document as never)));
      // what another team writes against the generated types: a change to these shapes fails this compile
      await writeFile(
        path.join(dir, 'client.ts'),
        `import type { operations } from './api';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Food = Json<operations['getFood']['responses'][200]>['data'];
export const dishName = (food: Food): string => food.names.en + ' ' + String(food.price);
export const booking: Json<operations['createReservation']['requestBody']> = {
  tableIds: [1],
  reservationDate: '2026-07-14',
  reservationTime: '19:00',
  estimatedDuration: 90,
  guests: 2,
  contactName: 'Camille',
  contactPhone: '+84 912 345 678',
};
type Failure = Json<operations['getFood']['responses'][404]>;
export const explain = (failure: Failure): string => failure.code + ': ' + failure.message;
`,
      );
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            module: 'esnext',
            target: 'es2022',
            moduleResolution: 'bundler',
            skipLibCheck: false,
          },
          files: ['client.ts'],
        }),
      );
      const tsc = path.join(fileURLToPath(new URL('../../node_modules/.bin/tsc', import.meta.url)));
      const result = spawnSync(tsc, ['-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`).toBe('');
      expect(result.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('every documented route is named', () => {
  const withRoutes = async (...operationIds: Array<string | undefined>) => {
    const app = Fastify();
    guardOperationIds(app);
    operationIds.forEach((operationId, n) => app.get(`/r${n}`, { schema: { operationId } }, async () => ({})));
    await app.ready();
    await app.close();
  };

  it('a route without an operationId, or with another route’s, stops the API from starting', async () => {
    await expect(withRoutes('getOne', 'getTwo')).resolves.toBeUndefined();
    await expect(withRoutes('getOne', undefined)).rejects.toThrow('GET /r1: a documented route needs an operationId');
    await expect(withRoutes('getOne', 'getOne')).rejects.toThrow("GET /r1: operationId getOne is already GET /r0's");
  });
});
