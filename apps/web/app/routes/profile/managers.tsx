import { ManagersPage } from '../../features/profile/managers/managers-page.tsx';

export default function ManagersRoute() {
  return <ManagersPage />;
}
