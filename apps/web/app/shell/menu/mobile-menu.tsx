import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { catalogLinks, infoLinks, serviceLinks } from './menu-model.ts';
import styles from './mobile-menu.module.css';

const loadDrawer = () => import('./mobile-menu-drawer.tsx');
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * The burger (1024 px and below) and its side drawer with the same menus as the desktop header.
 * The drawer is its own chunk, fetched when the visitor reaches for the button; it closes on a
 * route change (SPEC §4) and on Escape, and gives focus back to the burger.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change is what closes the drawer.
  useEffect(() => setOpen(false), [pathname, search]);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.burger} ${styles.scripted}`}
        aria-label={t('shell.menuOpen')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onTouchStart={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {/* Without scripts the button can do nothing: a disclosure of plain links takes its place. */}
      <noscript>
        <style>{`.${styles.scripted}{display:none}`}</style>
        <NoScriptMenu />
      </noscript>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The burger without scripts: a native <details> disclosure whose panel lists the same sections as
 * the drawer (catalogue, articles, delivery and contacts) as plain links.
 */
function NoScriptMenu() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const sections = [catalogLinks(lang), infoLinks(lang), serviceLinks(lang)];
  return (
    <details className={styles.disclosure}>
      <summary className={styles.burger} aria-label={t('shell.menuOpen')}>
        <MenuIcon />
      </summary>
      <nav className={styles.panel} aria-label={t('shell.mainNav')}>
        {sections.map((links) => (
          <ul key={links[0]?.href} className={styles.panelList}>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.panelLink}>
                  {t(link.labelKey)}
                </a>
              </li>
            ))}
          </ul>
        ))}
      </nav>
    </details>
  );
}
