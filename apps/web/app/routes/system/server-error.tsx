import { data } from 'react-router';
import { ServerErrorPage } from '../../shell/server-error-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/server-error';

export function loader() {
  return data(null, { status: 500 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: metaText(matches, 'error.server.title'), noindex: true });

export default function ServerError() {
  return <ServerErrorPage />;
}
