import { useTranslation } from '../../i18n/translation-context.tsx';
import { serverApi } from '../../lib/server-api.server.ts';
import { metaText, pageMeta } from '../../seo/meta.ts';
import { HomeBlocks } from '../../features/home/home-blocks.tsx';
import { firstBannerImageUrl, firstBannerPreload } from '../../features/home/home-head.ts';
import { loadHome } from '../../features/home/load-home.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang } = serverApi(context, request);
  return loadHome(api, lang);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  const image = loaderData ? firstBannerImageUrl(loaderData) : null;
  return [
    ...pageMeta({
      title: loaderData?.page.seo.title || metaText(matches, 'home.title'),
      description: loaderData?.page.seo.description || metaText(matches, 'home.description'),
      image: image ? `${root?.origin ?? ''}${image}` : null,
    }),
    ...(loaderData ? firstBannerPreload(loaderData) : []),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      {/* The banners open the page; the heading is for screen readers and search engines. */}
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <HomeBlocks data={loaderData} />
    </>
  );
}
