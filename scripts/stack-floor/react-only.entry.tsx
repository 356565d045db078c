import { hydrateAsTheProduct } from './hydrate-as-the-product';
import { ReactOnlyPage } from './react-only-page';

void hydrateAsTheProduct(<ReactOnlyPage />);
