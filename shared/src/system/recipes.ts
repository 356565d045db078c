import { defineSlotRecipe } from '@chakra-ui/react';
import {
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';
import { alertSlotRecipe } from './chakra-recipes/alert';
import { breadcrumbSlotRecipe } from './chakra-recipes/breadcrumb';
import { cardSlotRecipe } from './chakra-recipes/card';

/** Cards follow the customizer: its radius and, when card shadow is on, an elevation. */
const cardSizes = cardSlotRecipe.variants?.size;
if (!cardSizes) throw new Error('Chakra card recipe has no size variants');

const customizerCardRecipe = defineSlotRecipe({
  className: cardSlotRecipe.className,
  slots: cardSlotRecipe.slots,
  base: { ...cardSlotRecipe.base, root: { ...cardSlotRecipe.base?.root, borderRadius: 'card' } },
  variants: {
    size: cardSizes,
    variant: {
      ...cardSlotRecipe.variants?.variant,
      elevated: { root: { bg: 'bg.panel', boxShadow: 'card' } },
    },
  },
  defaultVariants: { size: 'md', variant: 'elevated' },
});

/**
 * Only the recipes of the components `@restaurant/shared/ui` re-exports (the first page). The recipes of the other
 * UI families (`ui-menu`, `ui-dialog`, `ui-form`...) are added to this same system when their subpath loads (see
 * each one's `recipes.ts`), so they cost nothing on the first paint. Keys are the names Chakra components look their
 * recipe up by.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: customizerCardRecipe,
};
