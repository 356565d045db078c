import { applyCartLineUpdate, useCartStore, type CartLine, type CartLineUpdate } from './cart-store';

const food = (foodId: number, quantity: number, id = `food-${foodId}`): CartLine => ({
  id,
  foodId,
  comboId: null,
  type: 'FOOD',
  quantity,
});
const combo = (comboId: number, quantity: number, id = `combo-${comboId}`): CartLine => ({
  id,
  foodId: null,
  comboId,
  type: 'COMBO',
  quantity,
});

const newId = () => 'new-line';

describe('cart line rules (spec section 4)', () => {
  test.each<[string, CartLine[], CartLineUpdate, CartLine[]]>([
    ['a positive delta creates a food line', [], { type: 'FOOD', foodId: 7, delta: 2 }, [food(7, 2, 'new-line')]],
    ['a positive delta creates a combo line', [], { type: 'COMBO', comboId: 3, delta: 1 }, [combo(3, 1, 'new-line')]],
    ['the type defaults to FOOD', [], { foodId: 7, delta: 1 }, [food(7, 1, 'new-line')]],
    ['a positive delta grows a matching food line', [food(7, 2)], { type: 'FOOD', foodId: 7, delta: 3 }, [food(7, 5)]],
    [
      'a positive delta grows a matching combo line',
      [combo(3, 1)],
      { type: 'COMBO', comboId: 3, delta: 1 },
      [combo(3, 2)],
    ],
    [
      'a zero delta removes the matching line',
      [food(7, 2), combo(3, 1)],
      { type: 'FOOD', foodId: 7, delta: 0 },
      [combo(3, 1)],
    ],
    [
      'a negative delta removes the matching line whatever its quantity',
      [food(7, 5)],
      { type: 'FOOD', foodId: 7, delta: -1 },
      [],
    ],
    [
      'a negative delta removes a matching combo line',
      [combo(3, 4), food(3, 1)],
      { type: 'COMBO', comboId: 3, delta: -2 },
      [food(3, 1)],
    ],
    ['a zero delta without a match changes nothing', [food(1, 1)], { type: 'FOOD', foodId: 7, delta: 0 }, [food(1, 1)]],
    ['a negative delta without a match creates nothing', [], { type: 'COMBO', comboId: 3, delta: -1 }, []],
    [
      'a combo does not match a food line with the same id',
      [food(3, 1)],
      { type: 'COMBO', comboId: 3, delta: 1 },
      [food(3, 1), combo(3, 1, 'new-line')],
    ],
    [
      'a food does not match a combo line with the same id',
      [combo(3, 1)],
      { type: 'FOOD', foodId: 3, delta: 2 },
      [combo(3, 1), food(3, 2, 'new-line')],
    ],
    [
      'a food line matches on foodId, not on comboId',
      [food(7, 1)],
      { type: 'FOOD', foodId: 8, comboId: 7, delta: 1 },
      [food(7, 1), food(8, 1, 'new-line')],
    ],
    [
      'only the matching line changes',
      [food(1, 1), food(2, 1), combo(1, 1)],
      { type: 'FOOD', foodId: 2, delta: 4 },
      [food(1, 1), food(2, 5), combo(1, 1)],
    ],
    [
      'a food update without a foodId changes nothing',
      [food(1, 1)],
      { type: 'FOOD', comboId: 1, delta: 1 },
      [food(1, 1)],
    ],
    ['a delta that is not a number changes nothing', [food(1, 1)], { foodId: 1, delta: Number.NaN }, [food(1, 1)]],
  ])('%s', (_rule, before, update, after) => {
    expect(applyCartLineUpdate(before, update, newId)).toEqual(after);
  });

  it('returns the same lines when nothing changes, so subscribers do not re-render', () => {
    const lines = [food(1, 1)];
    expect(applyCartLineUpdate(lines, { foodId: 9, delta: 0 })).toBe(lines);
  });
});

describe('useCartStore', () => {
  afterEach(() => useCartStore.getState().clear());

  it('adds lines with distinct random ids and clears them', () => {
    const { updateLine } = useCartStore.getState();
    updateLine({ type: 'FOOD', foodId: 1, delta: 1 });
    updateLine({ type: 'COMBO', comboId: 1, delta: 2 });
    const [first, second] = useCartStore.getState().lines;
    expect(first?.id).toEqual(expect.any(String));
    expect(first?.id).not.toBe(second?.id);

    useCartStore.getState().clear();
    expect(useCartStore.getState().lines).toEqual([]);
  });
});
