// Browser entry point.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { toast } from './components/ui/toast-store';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Installable and opening offline: the service worker registers after the page has loaded, its code out
// of the landing page's first load (docs/performance.md). Not in development, where Vite serves no worker.
if (import.meta.env.PROD) {
  addEventListener(
    'load',
    () => void import('@/lib/offline/register-service-worker').then((sw) => sw.registerServiceWorker(toast)),
  );
}
