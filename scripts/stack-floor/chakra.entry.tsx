import { hydrateRoot } from 'react-dom/client';
import { ChakraPage } from './chakra-page';
import { FLOOR_ROOT_ID } from './root-id';

const root = document.getElementById(FLOOR_ROOT_ID);
if (root) hydrateRoot(root, <ChakraPage />);
