import { MainNav } from '../menu/main-nav.tsx';
import { MobileMenu } from '../menu/mobile-menu.tsx';
import { HeaderUser, HeaderUserStrip } from '../../features/account/header-user.tsx';
import { HeaderActions } from './header-actions.tsx';
import { HeaderSearch } from './header-search.tsx';
import { Logo } from './logo.tsx';
import { TopBar } from './top-bar.tsx';
import styles from './site-header.module.css';

/**
 * The header (SPEC §2 "Page shell"). Desktop: top bar, then search · logo · profile, favourites,
 * basket, then the menu row. 1024 px and below: burger · logo · icons, and the search underneath.
 */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.row}>
        <div className={styles.burger}>
          <MobileMenu />
        </div>
        <HeaderSearch className={styles.search} />
        <Logo className={styles.logo} />
        <div className={styles.actions}>
          <HeaderUser><HeaderActions /></HeaderUser>
        </div>
      </div>
      <HeaderUserStrip />
      <div className={styles.nav}>
        <MainNav />
      </div>
    </header>
  );
}
