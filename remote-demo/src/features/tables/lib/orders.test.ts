import { makeOrders } from './orders';

describe('the tables’ order book', () => {
  it('dates every order in the past, after the customer’s earlier purchases', () => {
    for (const order of makeOrders()) {
      expect(Date.parse(order.date)).toBeLessThan(Date.now());
      for (const entry of order.history) expect(Date.parse(entry.date)).toBeLessThan(Date.parse(order.date));
    }
  });
});
