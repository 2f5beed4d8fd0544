import { UserInfoPage } from '../../features/profile/user-info/user-info-page.tsx';

export default function UserInfoRoute() {
  return <UserInfoPage />;
}
