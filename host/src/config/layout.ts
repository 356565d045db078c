/** Spec section 9 dimensions of the full dashboard layout. */
export const SIDEBAR_WIDTH = '270px';
export const MINI_SIDEBAR_WIDTH = '87px';
export const TOP_BAR_HEIGHT = '70px';
/** Max content width when the customizer's "boxed" layout is on. */
export const BOXED_MAX_WIDTH = '7xl';
