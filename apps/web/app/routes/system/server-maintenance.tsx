import { data } from 'react-router';
import { ServerErrorPage } from '../../shell/server-error-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/server-maintenance';

export function loader() {
  return data(null, { status: 503, headers: { 'Retry-After': '300' } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: metaText(matches, 'error.maintenance.title'), noindex: true });

export default function ServerMaintenance() {
  return <ServerErrorPage maintenance />;
}
