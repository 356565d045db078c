import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../src/app';
import { TEST_CONFIG, localDate, login } from '../helpers/test-app';

// PGlite only (excluded from the PostgreSQL project): the embedded database's files under DATA_DIR.
const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'api-data-')), 'nested', 'data');
afterAll(() => rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true }));

const start = () => buildApp({ config: { ...TEST_CONFIG, dataDir, databaseUrl: undefined }, logger: false });

describe('PGlite in DATA_DIR', () => {
  it('creates the directory with its parents, refuses a second instance, and keeps every row across a restart', async () => {
    const first = await start();
    let reservationId: number;
    const email = 'persist@example.com';
    try {
      const registered = await first.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'Keep#1234', fullName: 'Persist' },
      });
      expect(registered.statusCode).toBe(201);
      const { accessToken } = await login(first, { email, password: 'Keep#1234' });
      const booked = await first.inject({
        method: 'POST',
        url: '/api/public/restaurant-table/reservations',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: {
          tableIds: [1],
          reservationDate: localDate(new Date(), 2),
          reservationTime: '12:00',
          estimatedDuration: 60,
          guests: 2,
          contactName: 'P',
          contactPhone: '0912345678',
        },
      });
      expect(booked.statusCode).toBe(201);
      reservationId = booked.json().data.id;

      await expect(start()).rejects.toThrow(/already in use by another API process/);
    } finally {
      await first.close();
    }

    const second = await start();
    try {
      const { accessToken } = await login(second, { email, password: 'Keep#1234' });
      const mine = await second.inject({
        url: '/api/public/restaurant-table/reservations/my',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(mine.json().data.items.map((r: { id: number }) => r.id)).toEqual([reservationId]);
      // seeding ran once: still 30 reviews, not 60
      expect((await second.inject('/api/public/restaurant-review/average-ratings')).json().data.count).toBe(30);
    } finally {
      await second.close();
    }
  });
});
