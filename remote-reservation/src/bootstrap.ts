import { renderStandalone } from '@restaurant/shared/standalone';
import { STANDALONE_ROUTES } from './app/standalone-routes';

await renderStandalone({ name: 'remote-reservation', routes: STANDALONE_ROUTES });
