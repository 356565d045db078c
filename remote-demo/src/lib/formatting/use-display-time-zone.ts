import { useHydrated } from '@restaurant/shared';

/**
 * The time zone the sample data's dates are shown in: the reader's (`undefined`, the browser's own). A server render
 * cannot know it, so it writes UTC, and the browser hydrates the same words before it shows the reader's: a different
 * text would be a hydration mismatch, which React repairs by rendering the whole part again.
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}
