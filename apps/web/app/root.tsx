import { useMemo } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { LANGUAGES } from '@shop/contracts/i18n';
import type { HeaderMessage, MenuSeriesItem, Translations, Variables } from '@shop/contracts/content';
import cyrillicFont from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url';
import latinFont from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import type { Route } from './+types/root';
import { dictionaryText, readDictionary } from './i18n/dictionary-text.ts';
import { shopTranslator } from './i18n/i18n.ts';
import { TranslationProvider, useTranslation } from './i18n/translation-context.tsx';
import { EarlyTapRecorder } from './lib/early-tap.tsx';
import { ValidationWithoutEval } from './lib/validation-without-eval.tsx';
import { InlineStylesheet } from './lib/inline-stylesheet.tsx';
import { AlternateLinks } from './seo/alternate-links.tsx';
import type { ShellData } from './lib/shell-data.ts';
import { SITE_NAME } from './seo/meta.ts';
import { SiteShell } from './shell/site-shell.tsx';
import { NotFoundPage } from './shell/not-found-page.tsx';
import { ServerErrorPage } from './shell/server-error-page.tsx';
import { serverContext } from './lib/request-context.server.ts';
import { serverApi } from './lib/server-api.server.ts';
import { createShortMemo } from './lib/short-memo.ts';
import './styles/global.css';

export const links: Route.LinksFunction = () => [
  // Every page has Russian or Ukrainian text and Latin digits and brand names (styles/fonts.css).
  { rel: 'preload', href: cyrillicFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: latinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/**
 * Shell data is the same for every visitor; renders within a few seconds of each other share it, under
 * one catalogue version: a saved setting (the first-order percent, the contacts) bumps the version, and
 * the next page asks again instead of showing the old value for the rest of the few seconds.
 */
const sharedShellData = createShortMemo(5_000);

/** Shell data for every page: contacts, header messages, the catalogue menu and the dictionary. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const { origin, priceAudience = 'retail', catalogVersion = '' } = context.get(serverContext);
  const { api, lang } = serverApi(context, request);
  const quietly = <T,>(load: () => Promise<{ data: T }>, fallback: T, what: string) =>
    sharedShellData(`${catalogVersion}:${what}:${lang}`, load)
      .then((r) => r.data)
      .catch((error: unknown) => {
        console.error(`shell: ${what} failed to load`, error);
        return fallback;
      });
  const [variables, headerMessages, menuSeries, translations] = await Promise.all([
    quietly<Variables | null>(() => api.get('/v1/variables'), null, 'variables'),
    quietly<HeaderMessage[]>(() => api.get('/v1/header_messages'), [], 'header messages'),
    quietly<MenuSeriesItem[]>(() => api.get('/v1/menu-series'), [], 'menu series'),
    quietly<Translations | null>(() => api.get('/v1/translations'), null, 'translations'),
  ]);
  return { lang, origin, variables, headerMessages, menuSeries, dictionary: dictionaryText(translations), priceAudience };
}

/** Shell data does not change while a visitor browses; switching language reloads the page. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<ShellData>('root');
  const lang = shell?.lang ?? 'ru';
  return (
    <html lang={LANGUAGES[lang].html}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        {shell ? <AlternateLinks origin={shell.origin} /> : null}
        <Links />
        <InlineStylesheet />
        <ValidationWithoutEval />
        <EarlyTapRecorder />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function useShellTranslator() {
  const shell = useRouteLoaderData<ShellData>('root');
  const lang = shell?.lang ?? 'ru';
  const dictionary = shell?.dictionary ?? null;
  return useMemo(() => shopTranslator(lang, readDictionary(dictionary)), [lang, dictionary]);
}

export default function App() {
  const translator = useShellTranslator();
  return (
    <TranslationProvider translator={translator}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </TranslationProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const translator = useShellTranslator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <TranslationProvider translator={translator}>
      <StatusHead notFound={notFound} />
      <SiteShell>{notFound ? <NotFoundPage /> : <ServerErrorPage />}</SiteShell>
    </TranslationProvider>
  );
}

/**
 * The error page's title and robots rule: no route's meta runs when a loader failed, so the page
 * would have no <title> at all. React hoists both into <head>.
 */
function StatusHead({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t(notFound ? 'error.notFound.title' : 'error.server.title')} — ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
