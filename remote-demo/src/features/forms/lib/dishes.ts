/** Sample options of the autocomplete examples: dish names are data (not translated), their group a key. */
export type DishGroup = 'starters' | 'mains' | 'drinks';

export interface Dish {
  value: string;
  label: string;
  group: DishGroup;
}

export const DISHES: readonly Dish[] = [
  { value: 'spring-rolls', label: 'Spring rolls', group: 'starters' },
  { value: 'papaya-salad', label: 'Papaya salad', group: 'starters' },
  { value: 'chicken-wings', label: 'Chicken wings', group: 'starters' },
  { value: 'pho-bo', label: 'Pho bo', group: 'mains' },
  { value: 'bun-cha', label: 'Bun cha', group: 'mains' },
  { value: 'banh-mi', label: 'Banh mi', group: 'mains' },
  { value: 'com-tam', label: 'Com tam', group: 'mains' },
  { value: 'iced-coffee', label: 'Iced coffee', group: 'drinks' },
  { value: 'lotus-tea', label: 'Lotus tea', group: 'drinks' },
  { value: 'sugarcane-juice', label: 'Sugarcane juice', group: 'drinks' },
];
