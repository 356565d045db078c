import { renderStandalone } from '@restaurant/shared/standalone';
import { STANDALONE_ROUTES } from './app/standalone-routes';

await renderStandalone({ name: 'remote-staff', routes: STANDALONE_ROUTES });
