import { CertificateCheckPage } from '../../features/platform/certificate-check-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/certificate';

/** /certificate/{number}/: the public check of a certificate by its number. */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'platform.check.title'), noindex: true });

export default function CertificateRoute({ params }: Route.ComponentProps) {
  return <CertificateCheckPage number={params.number} />;
}
