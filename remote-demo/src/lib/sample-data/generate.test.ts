import {
  MAX_ID,
  MAX_POST_AGE_DAYS,
  MAX_VIEWS,
  PRODUCT_PALETTE,
  SAMPLE_COUNTS,
  SAMPLE_DATA_SEED,
  generateSampleData,
} from './generate';
import { TICKET_LABELS } from './types';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const data = generateSampleData(SAMPLE_DATA_SEED, NOW);
const DAY_MS = 86_400_000;

describe('the sample data generator', () => {
  it.each(Object.entries(SAMPLE_COUNTS))('makes exactly the spec count of %s (%i)', (name, count) => {
    expect(data[name as keyof typeof SAMPLE_COUNTS]).toHaveLength(count);
  });

  it('uses the counts of spec section 9', () => {
    expect(SAMPLE_COUNTS).toEqual({
      chats: 10,
      notes: 4,
      tickets: 8,
      products: 12,
      emails: 20,
      socialPosts: 4,
      users: 20,
      gallery: 12,
      blogPosts: 10,
      contacts: 30,
    });
  });

  it('gives the same data for the same seed, and other data for another seed', () => {
    expect(generateSampleData(SAMPLE_DATA_SEED, NOW)).toEqual(data);
    expect(generateSampleData(SAMPLE_DATA_SEED + 1, NOW).products).not.toEqual(data.products);
  });

  it('draws ids as distinct integers from 1 to 2000 in every list', () => {
    const lists = [
      data.products.map((item) => item.id),
      data.chats.map((item) => item.id),
      data.notes.map((item) => item.id),
      data.tickets.map((item) => item.Id),
      data.emails.map((item) => item.id),
      data.contacts.map((item) => item.id),
      data.users.map((item) => item.id),
      data.gallery.map((item) => item.id),
      data.blogPosts.map((item) => item.id),
      data.socialPosts.map((item) => item.id),
    ];
    for (const ids of lists) {
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(Number.isInteger(id)).toBe(true);
        expect(id).toBeGreaterThanOrEqual(1);
        expect(id).toBeLessThanOrEqual(MAX_ID);
      }
    }
  });

  it('prices products as the spec says: sale price = price + discount, rating 3, quantity 1, palette colours', () => {
    for (const product of data.products) {
      expect(product.salesPrice).toBe(product.price + product.discount);
      expect(product.rating).toBe(3);
      expect(product.qty).toBe(1);
      expect(product.colors.length).toBeGreaterThan(0);
      for (const color of product.colors) expect(PRODUCT_PALETTE).toContain(color);
      expect(Object.keys(product).sort()).toEqual(
        [
          'id',
          'title',
          'price',
          'discount',
          'salesPrice',
          'related',
          'category',
          'gender',
          'rating',
          'stock',
          'qty',
          'colors',
          'photo',
          'created',
          'description',
        ].sort(),
      );
    }
    expect(new Set(data.products.flatMap((product) => product.category))).toEqual(
      new Set(['books', 'fashion', 'electronics', 'toys']),
    );
  });

  it('keeps blog views and shares up to 9999, post ages within 8 days, and two featured posts', () => {
    for (const post of data.blogPosts) {
      expect(post.view).toBeGreaterThanOrEqual(0);
      expect(post.view).toBeLessThanOrEqual(MAX_VIEWS);
      expect(post.share).toBeLessThanOrEqual(MAX_VIEWS);
      const age = NOW - Date.parse(post.createdAt);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(MAX_POST_AGE_DAYS * DAY_MS);
    }
    expect(data.blogPosts.filter((post) => post.featured)).toHaveLength(2);
  });

  it('labels each ticket with the colour of its status', () => {
    for (const ticket of data.tickets) expect(ticket.Label).toBe(TICKET_LABELS[ticket.Status]);
  });

  it('files each e-mail in exactly one folder, most in the inbox', () => {
    for (const email of data.emails) {
      expect([email.inbox, email.sent, email.draft, email.spam, email.trash].filter(Boolean)).toHaveLength(1);
    }
    expect(data.emails.filter((email) => email.inbox).length).toBeGreaterThan(data.emails.length / 2);
  });

  it('starts notes and contacts not deleted', () => {
    expect(data.notes.every((note) => !note.deleted)).toBe(true);
    expect(data.contacts.every((contact) => !contact.deleted)).toBe(true);
  });
});
