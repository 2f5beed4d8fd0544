import { LocalesMenuButton } from 'react-admin';

/** The interface language, remembered by react-admin's store (localStorage) between visits. */
export function LanguageSwitch() {
  return <LocalesMenuButton />;
}
