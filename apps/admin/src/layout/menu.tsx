import { type StaffRole, staffMay } from '@shop/contracts/staff-roles';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { RESOURCES } from '../resources/registry.ts';

/**
 * The dashboard and the screens the role may open (`staffMay`, the same table the server's guard
 * reads). Hiding is a courtesy: the server refuses the others anyway.
 */
export function AdminMenu() {
  const { permissions } = usePermissions<StaffRole | null>();
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('dashboard.title')} />
      {RESOURCES.filter((resource) => resource.menu !== false && staffMay(permissions, resource.area)).map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
    </Menu>
  );
}
