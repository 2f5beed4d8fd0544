import * as Dialog from '@radix-ui/react-dialog';
import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link, NavLink } from 'react-router';
import { ChevronDownIcon, CloseIcon, MailIcon, UserIcon } from '../../components/ui/icons.tsx';
import { localePath } from '../../lib/language.ts';
import { useVisitorState } from '../../lib/visitor-state.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useHeaderMenu } from '../../features/account/header-menu.ts';
import { ProfessionalLink } from '../../features/account/professional-link.tsx';
import { LanguageSwitch } from '../../features/language/language-switch.tsx';
import { PhoneLinks } from '../../components/ui/contacts/phone-links.tsx';
import { SocialLinks } from '../../components/ui/contacts/social-links.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { catalogLinks, groupSeriesByBrand, infoLinks, serviceLinks } from './menu-model.ts';
import styles from './mobile-menu-drawer.module.css';

interface MobileMenuDrawerProps {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The side drawer of the burger menu: catalogue, series by brand, info pages, contacts, language.
 * Each link also closes the drawer itself, since a link to the page already shown changes no route.
 */
export default function MobileMenuDrawer({ onClose, returnFocusTo }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const { lang, menuSeries, variables } = useShell();
  const { signedIn } = useVisitorState();
  const groups = groupSeriesByBrand(useHeaderMenu(menuSeries), lang);
  const email = variables?.contacts.email;

  const openLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn) return;
    // The drawer closes under the login popup; focus comes back to the burger after it.
    if (openDialog('login', {}, { returnFocusTo: returnFocusTo.current })) {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus({ preventScroll: true });
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('shell.menuTitle')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('shell.menuClose')}>
              <CloseIcon />
            </Dialog.Close>
          </div>

          <div className={styles.body}>
            <Link to={localePath('/profile/', lang)} className={styles.account} onClick={openLogin}>
              <UserIcon size={22} />
              {signedIn ? t('shell.profile') : t('shell.signIn')}
            </Link>

            <nav aria-label={t('shell.mainNav')}>
              <p className={styles.section}>{t('menu.catalog')}</p>
              <ul className={styles.list}>
                {catalogLinks(lang).map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} className={styles.link} onClick={onClose}>
                      {t(link.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>

              {groups.length ? (
                <>
                  <p className={styles.section}>{t('menu.series')}</p>
                  <ul className={styles.list}>
                    {groups.map((group) => (
                      <li key={group.brand.id}>
                        <details className={styles.brand}>
                          <summary className={styles.brandTitle}>
                            {group.brand.title}
                            <ChevronDownIcon size={18} className={styles.chevron} />
                          </summary>
                          <ul className={styles.seriesList}>
                            {group.series.map((series) => (
                              <li key={series.id}>
                                <NavLink to={series.href} className={styles.seriesLink} onClick={onClose}>
                                  {series.title}
                                  {series.description ? <span className={styles.seriesText}>{series.description}</span> : null}
                                </NavLink>
                              </li>
                            ))}
                          </ul>
                        </details>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}

              <p className={styles.section}>{t('menu.info')}</p>
              <ul className={styles.list}>
                {infoLinks(lang).map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} className={styles.link} onClick={onClose}>
                      {t(link.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>

            <div className={styles.contacts}>
              <ul className={styles.service}>
                {serviceLinks(lang).map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} className={styles.serviceLink} onClick={onClose}>
                      {t(link.labelKey)}
                    </NavLink>
                  </li>
                ))}
                <li><ProfessionalLink className={styles.serviceLink} onFollow={onClose} /></li>
              </ul>
              <PhoneLinks className={styles.phones} linkClassName={styles.phone} />
              {email ? (
                <a className={styles.email} href={`mailto:${email}`}>
                  <MailIcon size={18} />
                  {email}
                </a>
              ) : null}
              <div className={styles.footer}>
                <SocialLinks />
                <LanguageSwitch size="large" />
              </div>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
