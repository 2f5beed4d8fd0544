import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/ui/icons.tsx';
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
        className={styles.burger}
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
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
