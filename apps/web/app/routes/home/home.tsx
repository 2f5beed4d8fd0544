import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/language.ts';
import { metaText, pageMeta } from '../../features/seo/meta.ts';
import { useShell } from '../../features/shell/use-shell.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: metaText(matches, 'home.title'), description: metaText(matches, 'home.description') });

export default function Home() {
  const { t } = useTranslation();
  const { lang, menuSeries } = useShell();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <ul>
        {menuSeries.map((s) => (
          <li key={s.id}>
            <Link to={localePath(`/product-category/${s.brand.slug}/${s.slug}/`, lang)}>{s.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
