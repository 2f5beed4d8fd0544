import { Outlet } from 'react-router';
import { WarehouseFrame } from '../../features/warehouse/warehouse-pages.tsx';

/**
 * /distributor-storage/: the storage's frame (title and the leftovers, sales and report tabs) around
 * its pages. Each page is a child route, so the report's chart code still loads only on the report.
 */
export default function DistributorStorageLayoutRoute() {
  return (
    <WarehouseFrame area="storage">
      <Outlet />
    </WarehouseFrame>
  );
}
