import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { MailIcon } from '../../components/ui/icons.tsx';
import { localePath } from '../../lib/language.ts';
import { PhoneLinks } from '../../components/ui/contacts/phone-links.tsx';
import { SocialLinks } from '../../components/ui/contacts/social-links.tsx';
import { Logo } from '../header/logo.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { documentLink } from './document-link.ts';
import { PaymentIcons } from './payment-icons.tsx';
import styles from './site-footer.module.css';

/**
 * The footer (SPEC §2): shop pages, documents (privacy policy and terms only when provided), contacts,
 * socials, payment methods and the seller's details required of Ukrainian online shops.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { lang, variables } = useShell();
  const contacts = variables?.contacts;
  const page = (path: string) => localePath(path, lang);

  const shopLinks = [
    { label: t('footer.about'), href: page('/about-us/') },
    { label: t('footer.catalog'), href: page('/katalog/') },
    { label: t('footer.selection'), href: page('/podbor-kosmetiki/') },
    // The blog's articles and master classes, so that learning is one click from every page.
    { label: t('menu.interesting'), href: page('/interesnye-stati/') },
    { label: t('menu.masterClasses'), href: page('/video-master-klassy/') },
    { label: t('shell.delivery'), href: page('/delivery/') },
    { label: t('shell.contacts'), href: page('/contact/') },
    { label: t('footer.faq'), href: page('/pages/faq/') },
    { label: t('footer.cooperation'), href: page('/pages/cooperation/') },
  ];
  const privacy = documentLink(variables?.documents.privacyPolicy, lang);
  const terms = documentLink(variables?.documents.termsOfUse, lang);
  const documents = [
    { label: t('footer.publicOffer'), link: { href: page('/pages/public-offer/'), external: false } },
    ...(privacy ? [{ label: t('footer.privacyPolicy'), link: privacy }] : []),
    ...(terms ? [{ label: t('footer.termsOfUse'), link: terms }] : []),
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo className={styles.logo} />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <SocialLinks tone="dark" />
        </div>

        <nav className={styles.column} aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            {t('footer.shopTitle')}
          </h2>
          <ul className={styles.links}>
            {shopLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-documents">
          <h2 id="footer-documents" className={styles.heading}>
            {t('footer.documentsTitle')}
          </h2>
          <ul className={styles.links}>
            {documents.map(({ label, link }) => (
              <li key={link.href}>
                {link.external ? (
                  <a href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                ) : (
                  <Link to={link.href} className={styles.link}>
                    {label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {t('footer.contactsTitle')}
          </h2>
          <PhoneLinks className={styles.phones} linkClassName={styles.phone} />
          {contacts?.email ? (
            <a href={`mailto:${contacts.email}`} className={styles.email}>
              <MailIcon size={18} />
              {contacts.email}
            </a>
          ) : null}
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <PaymentIcons label={t('footer.paymentMethods')} />
          <div className={styles.legal}>
            <p className={styles.seller}>{t('footer.seller')}</p>
            <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
