// `npm run dev -w api` (which `npm run dev` runs): the API as `server.ts` starts it, plus what only development
// wants. The dev servers' origins may call it cross-origin; production allows none unless CORS_ORIGINS names them.
import { withDevDefaults } from './config';

process.env.CORS_ORIGINS = withDevDefaults(process.env).CORS_ORIGINS;
// after the environment is set: server.ts reads it as it starts
await import('./server');
