import * as chakraTheme from '@chakra-ui/react/theme';
import { alertSlotRecipe } from './alert';
import { breadcrumbSlotRecipe } from './breadcrumb';
import { cardSlotRecipe } from './card';

describe('local copies of Chakra slot recipes', () => {
  it.each([
    ['alert', alertSlotRecipe, chakraTheme.alertSlotRecipe],
    ['breadcrumb', breadcrumbSlotRecipe, chakraTheme.breadcrumbSlotRecipe],
    ['card', cardSlotRecipe, chakraTheme.cardSlotRecipe],
  ])('keeps the %s recipe identical to the installed Chakra version', (_name, copy, original) => {
    expect(copy).toEqual(original);
  });
});
