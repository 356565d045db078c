import { filterByName, foldText } from './name-filter';

const dishes = [
  { name: 'Phở bò tái', englishName: 'Rare beef pho' },
  { name: 'Bún chả Hà Nội', englishName: 'Hanoi grilled pork with noodles' },
  { name: 'Đậu hũ chiên', englishName: 'Fried tofu' },
];
const namesOf = (dish: (typeof dishes)[number]) => [dish.name, dish.englishName];

describe('the sold-out filter by name', () => {
  it('finds a dish by its Vietnamese name typed without accents, in any case', () => {
    expect(filterByName(dishes, 'PHO BO', namesOf)).toEqual([dishes[0]]);
    expect(filterByName(dishes, 'dau hu', namesOf)).toEqual([dishes[2]]);
  });

  it('finds a dish by its English name', () => {
    expect(filterByName(dishes, 'pork', namesOf)).toEqual([dishes[1]]);
  });

  it('keeps every dish, in order, for an empty or blank filter', () => {
    expect(filterByName(dishes, '  ', namesOf)).toEqual(dishes);
  });

  it('folds accents, đ and spacing', () => {
    expect(foldText('  Đậu   hũ ')).toBe('dau hu');
  });
});
