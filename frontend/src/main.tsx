import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { createStore } from './app/store';
import { preloadDevAccessStatus } from './features/dev-access/preload-dev-access-status';
import './index.css';

const store = createStore();
preloadDevAccessStatus(store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
