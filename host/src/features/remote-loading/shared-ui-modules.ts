/**
 * Every lazily loaded UI family of `@restaurant/shared` (all its `ui-*` subpaths; `ui` is on the first page). A Chakra
 * component finds the host's ChakraProvider only when it comes from the host's build (each build bundles its own copy
 * of Chakra's contexts), so the host provides every family to the remotes; and webpack provides a shared module only
 * when the host's code imports it. These imports are that reference: none runs by itself, a family is fetched when a
 * page first renders one of its components (the share scope's factory is the host's chunk) or when asked here.
 */
const sharedUiModules = {
  'ui-accordion': () => import('@restaurant/shared/ui-accordion'),
  'ui-avatar': () => import('@restaurant/shared/ui-avatar'),
  'ui-checkbox': () => import('@restaurant/shared/ui-checkbox'),
  'ui-choice': () => import('@restaurant/shared/ui-choice'),
  'ui-demo': () => import('@restaurant/shared/ui-demo'),
  'ui-demo-controls': () => import('@restaurant/shared/ui-demo-controls'),
  'ui-dialog': () => import('@restaurant/shared/ui-dialog'),
  'ui-display': () => import('@restaurant/shared/ui-display'),
  'ui-form': () => import('@restaurant/shared/ui-form'),
  'ui-menu': () => import('@restaurant/shared/ui-menu'),
  'ui-number-input': () => import('@restaurant/shared/ui-number-input'),
  'ui-popover': () => import('@restaurant/shared/ui-popover'),
  'ui-progress': () => import('@restaurant/shared/ui-progress'),
  'ui-rating': () => import('@restaurant/shared/ui-rating'),
  'ui-select': () => import('@restaurant/shared/ui-select'),
  'ui-slider': () => import('@restaurant/shared/ui-slider'),
  'ui-tabs': () => import('@restaurant/shared/ui-tabs'),
  'ui-tree-view': () => import('@restaurant/shared/ui-tree-view'),
} satisfies Record<`ui-${string}`, () => Promise<unknown>>;

export type SharedUiFamily = keyof typeof sharedUiModules;

export const sharedUiFamilies = Object.keys(sharedUiModules) as SharedUiFamily[];

/** Starts the download of a UI family ahead of the remote module that will ask for it. */
export function loadSharedUi(family: SharedUiFamily): Promise<unknown> {
  return sharedUiModules[family]();
}
