import { ChakraPage } from './chakra-page';
import { hydrateAsTheProduct } from './hydrate-as-the-product';

void hydrateAsTheProduct(<ChakraPage />);
