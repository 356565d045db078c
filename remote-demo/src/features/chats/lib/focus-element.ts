/** A ref callback that gives an element the keyboard focus when it mounts (stable, so not again on re-renders). */
export const focusElement = (element: HTMLElement | null): void => element?.focus();
