import { lazy, Suspense } from 'react';
import { useUser } from '../../visitor/account-store.ts';

const AdminBar = lazy(() => import('./admin-bar.tsx').then((module) => ({ default: module.AdminBar })));

/**
 * The staff bar's place in every page's frame. Only staff (canSeeAdminHeader) ever see the bar, so
 * its code loads for them alone instead of weighing on every shopper's first visit.
 */
export function StaffAdminBar() {
  const user = useUser();
  if (!user?.canSeeAdminHeader) return null;
  return (
    <Suspense fallback={null}>
      <AdminBar />
    </Suspense>
  );
}
