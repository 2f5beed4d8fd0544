import { ReportPage } from '../../features/distributor-report/report-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/report';

/** /distributor-storage/report/: the distributor's sales and stock report; its data loads in the browser. */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'storageReport.metaTitle'), noindex: true });

/**
 * A page of the storage layout, which holds its frame and lets only distributors and their managers
 * in. Chart.js is loaded by the charts themselves, so it stays out of the other storage pages.
 */
export default function DistributorStorageReportRoute() {
  return <ReportPage />;
}
