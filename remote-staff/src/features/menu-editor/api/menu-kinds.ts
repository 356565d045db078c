import type {
  CategoryInput,
  CategoryPatch,
  ComboInput,
  ComboPatch,
  FoodInput,
  FoodPatch,
  ManagedCategory,
  ManagedCombo,
  ManagedFood,
} from '@restaurant/shared/contracts';

/** The three kinds of menu record the manager edits, as their `/manage/{kind}` path segment. */
export type MenuKind = 'categories' | 'foods' | 'combos';

export interface MenuRecordOf {
  categories: ManagedCategory;
  foods: ManagedFood;
  combos: ManagedCombo;
}
export interface MenuInputOf {
  categories: CategoryInput;
  foods: FoodInput;
  combos: ComboInput;
}
export interface MenuPatchOf {
  categories: CategoryPatch;
  foods: FoodPatch;
  combos: ComboPatch;
}
export type MenuRecord = MenuRecordOf[MenuKind];

export const menuListPath = (kind: MenuKind) => `/manage/${kind}`;
export const menuRecordPath = (kind: MenuKind, id: number) => `/manage/${kind}/${id}`;
export const menuPhotoPath = (kind: MenuKind, id: number) => `/manage/${kind}/${id}/photo`;

/** Every query key of the menu editor starts here: a change invalidates the lot. */
export const MENU_EDITOR_ROOT = ['manage', 'menu'] as const;
