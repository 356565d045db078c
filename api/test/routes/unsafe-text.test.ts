import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/index';
import { users } from '../../src/db/schema';
import { TEST_CONFIG, localDate, newDiner, openTestDatabase } from '../helpers/test-app';

// Names and review text are shown to other diners: control characters and bidirectional overrides (which make
// "Mallory\u202Egnp.exe" display as "Malloryexe.png") are refused; a review may keep its line breaks.
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({ database, config: TEST_CONFIG, logger: false });
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** A signed-in diner whose address is confirmed, as posting a review asks. */
async function verifiedDiner() {
  const diner = await newDiner(app);
  await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, diner.email));
  return diner;
}

const refused = (path: string) => ({
  message: expect.any(String),
  code: 'VALIDATION_ERROR',
  details: expect.arrayContaining([{ path, message: expect.stringMatching(/control characters or bidirectional/) }]),
});

describe('names and review text', () => {
  it('register refuses a full name with a right-to-left override (U+202E)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'mallory@example.com', password: 'Secret#123', fullName: 'Mallory\u202Egnp.exe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('body.fullName'));
  });

  it('register accepts names in any script', async () => {
    for (const [i, fullName] of ['Nguyễn Thị Ánh', 'محمد الأحمد', '王小明'].entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `script-${i}@example.com`, password: 'Secret#123', fullName },
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('a review with a bell character (U+0007) or a bidi isolate (U+2067) is refused', async () => {
    const diner = await verifiedDiner();
    for (const comment of ['Great pho\u0007', 'Great \u2067pho']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/restaurant-review',
        headers: diner.auth,
        payload: { rating: 5, comment },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused('body.comment'));
    }
  });

  it('a review keeps its line breaks and tabs', async () => {
    const diner = await verifiedDiner();
    const comment = 'Phở ngon.\nNước dùng đậm đà.\r\n\tSẽ quay lại!';
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/restaurant-review',
      headers: diner.auth,
      payload: { rating: 5, comment },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.comment).toBe(comment);
  });

  it("a booking refuses such characters in the guest's name and note", async () => {
    const diner = await newDiner(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/restaurant-table/reservations',
      headers: diner.auth,
      payload: {
        tableIds: [1],
        reservationDate: localDate(new Date(), 3),
        reservationTime: '12:00',
        estimatedDuration: 60,
        guests: 2,
        contactName: 'An\u202D Nguyễn',
        contactPhone: '0912345678',
        note: 'Ghế trẻ em\u0000',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'body.contactName', message: expect.any(String) },
        { path: 'body.note', message: expect.any(String) },
      ]),
    );
  });
});
