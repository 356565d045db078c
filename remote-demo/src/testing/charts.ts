import { screen, waitFor } from '@testing-library/react';

/**
 * The page's charts once all `count` are on it: the charts are drawn one per task
 * (`lib/charts/chart-turns.ts`), so they appear after the page itself.
 */
export async function findCharts(count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(count));
  return screen.getAllByRole('img');
}
