import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

// MUI's styles are written by emotion at run time, under the shop's policy (decision 0003: styles
// 'unsafe-inline', scripts only from this origin; apps/web/server/admin-app.ts). Its own key keeps
// the class names apart from anything else on the page.
const emotionCache = createCache({ key: 'ra' });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <App />
      </CacheProvider>
    </StrictMode>,
  );
}
