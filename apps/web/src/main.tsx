import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadInitialCatalogue } from './lib/i18n.ts';
import { App } from './app/App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// Nothing is drawn before the language's words are in (no raw keys, no other language first). Importing
// App has already started the current user's request and the route's code, side by side with the catalogue.
void loadInitialCatalogue().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
