import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { nextTask } from '../../host/src/lib/next-task';
import { FLOOR_ROOT_ID } from './root-id';

/**
 * Hydrates a floor page as host/src/bootstrap.tsx hydrates the product's: in the task after the one that evaluated
 * the page's modules, inside `startTransition`, so React hydrates in slices instead of one task as long as the tree.
 * The floor's blocking time then compares like with like with the product's pages.
 */
export async function hydrateAsTheProduct(page: ReactNode): Promise<void> {
  const root = document.getElementById(FLOOR_ROOT_ID);
  if (!root) return;
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, page);
  });
}
