import type { UserEvent } from '@testing-library/user-event';

/**
 * Enters a search as pasting does: one input event. Typed letter by letter, a search box over a list filters and
 * draws the list again for every letter, which is seconds of work on a loaded machine that the test does not check.
 */
export async function searchFor(user: UserEvent, searchbox: HTMLElement, text: string): Promise<void> {
  await user.click(searchbox);
  await user.paste(text);
}
