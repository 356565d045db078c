import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@restaurant/shared';
import { App } from './app/app';
import { fallbackPlugin, retryPlugin } from './features/remote-loading/federation-plugins';
import { hostTranslations } from './lib/translations';

// Before any page asks for a remote: retry first, then the fallback module.
registerPlugins([retryPlugin(), fallbackPlugin()]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shell's texts are in before its first render: `host` is defined (so registered) by the import above, and
// initI18n loads every namespace defined so far.
await initI18n();
await hostTranslations.load();
createRoot(container).render(<App />);
