import { hydrateRoot } from 'react-dom/client';
import { ReactOnlyPage } from './react-only-page';
import { FLOOR_ROOT_ID } from './root-id';

const root = document.getElementById(FLOOR_ROOT_ID);
if (root) hydrateRoot(root, <ReactOnlyPage />);
