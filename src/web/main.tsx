import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18nReady } from './lib/i18n';
import { AppRoutes } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

await i18nReady;

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
