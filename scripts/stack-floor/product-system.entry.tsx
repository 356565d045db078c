import { appSystem } from '@restaurant/shared/system';
import { nextTask } from '../../host/src/lib/next-task';
import { hydrateAsTheProduct } from './hydrate-as-the-product';
import { ProductSystemPage } from './product-system-page';

// As host/src/index.ts does: the system is built in a task of its own, before the one that hydrates.
void nextTask().then(() => {
  appSystem();
  return hydrateAsTheProduct(<ProductSystemPage />);
});
