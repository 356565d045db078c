import { initI18n } from '@restaurant/shared';
import { createRoot } from 'react-dom/client';
import { Standalone } from './app/standalone';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await initI18n();
createRoot(container).render(<Standalone />);
