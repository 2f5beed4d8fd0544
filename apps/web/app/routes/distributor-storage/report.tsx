import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { useProfileUser } from '../../features/profile/use-profile-user.ts';
import { ReportPage } from '../../features/distributor-report/report-page.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import frame from '../../styles/signed-in-page.module.css';
import type { Route } from './+types/report';

/** /distributor-storage/report/: the distributor's sales and stock report; its data loads in the browser. */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'storageReport.metaTitle'), noindex: true });

/** Signed-in only (guests are sent home); the server renders the frame, the browser the figures. */
export default function DistributorStorageReportRoute() {
  const { t } = useTranslation();
  const user = useProfileUser();
  return (
    <div className={frame.page}>
      <Breadcrumbs items={[{ label: t('storageReport.metaTitle') }]} />
      <h1 className={frame.title}>{t('storageReport.metaTitle')}</h1>
      {user ? <ReportPage /> : <p>{t('profile.loading')}</p>}
    </div>
  );
}
