import type { ReactNode } from 'react';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import styles from './site-shell.module.css';

/** Header, page, footer: the frame of every page (SPEC §2 "Page shell"). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
