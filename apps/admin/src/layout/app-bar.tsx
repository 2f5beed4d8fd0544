import { AppBar, TitlePortal } from 'react-admin';
import { LanguageSwitch } from './language-switch.tsx';

export function AdminAppBar() {
  return (
    <AppBar toolbar={<LanguageSwitch />}>
      <TitlePortal />
    </AppBar>
  );
}
