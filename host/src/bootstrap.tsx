import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@restaurant/shared';
import { App } from './app/app';
import { registerHostTranslations } from './config/i18n';
import { fallbackPlugin, retryPlugin } from './features/remote-loading/federation-plugins';

// Before any page asks for a remote: retry first, then the fallback module.
registerPlugins([retryPlugin(), fallbackPlugin()]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void registerHostTranslations();
await initI18n();
createRoot(container).render(<App />);
