import { useState } from 'react';
import type { ContactPage as ContactPageData } from '@shop/contracts/content';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { phoneHref } from '../../components/ui/contacts/contact-links.ts';
import { SocialLinks } from '../../components/ui/contacts/social-links.tsx';
import { ContactForm } from './contact-form.tsx';
import styles from './contact-page.module.css';

/** The map is a third-party frame: it loads only when the visitor asks for it. */
function MapOnClick({ map, address }: { map: NonNullable<ContactPageData['map']>; address: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const query = `${map.latitude},${map.longitude}`;
  if (shown) {
    return (
      <iframe
        className={styles.map}
        title={t('content.contact.mapTitle', { address })}
        src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&z=16&output=embed`}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <a
      className={styles.mapButton}
      href={`https://www.google.com/maps?q=${encodeURIComponent(query)}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        setShown(true);
      }}
    >
      {t('content.contact.showMap')}
    </a>
  );
}

/** /contact/: phones, e-mail, messengers, socials, address with a map on request, and the contact form. */
export function ContactPage({ data }: { data: ContactPageData }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: data.title }]} />
      <h1 className={styles.title}>{data.title}</h1>
      <div className={styles.columns}>
        <section className={styles.details} aria-label={data.title}>
          {data.phones.length ? (
            <div>
              <h2 className={styles.label}>{t('content.contact.phones')}</h2>
              <ul className={styles.plain}>
                {data.phones.map((phone) => (
                  <li key={phone}>
                    <a href={phoneHref(phone)}>{phone}</a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {data.email ? (
            <div>
              <h2 className={styles.label}>{t('content.contact.email')}</h2>
              <a href={`mailto:${data.email}`}>{data.email}</a>
            </div>
          ) : null}
          {data.messengers.viberLink || data.messengers.telegramLink ? (
            <div>
              <h2 className={styles.label}>{t('content.contact.messengers')}</h2>
              <ul className={styles.plain}>
                {data.messengers.viberLink ? (
                  <li>
                    <a href={data.messengers.viberLink}>Viber</a>
                  </li>
                ) : null}
                {data.messengers.telegramLink ? (
                  <li>
                    <a href={data.messengers.telegramLink} target="_blank" rel="noopener noreferrer">
                      Telegram
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
          <div>
            <h2 className={styles.label}>{t('content.contact.socials')}</h2>
            <SocialLinks tone="dark" size={24} />
          </div>
          {data.address ? (
            <div>
              <h2 className={styles.label}>{t('content.contact.address')}</h2>
              <address className={styles.address}>{data.address}</address>
              {data.hours ? <p className={styles.hours}>{`${t('content.contact.hours')}: ${data.hours}`}</p> : null}
              {data.map ? <MapOnClick map={data.map} address={data.address} /> : null}
            </div>
          ) : null}
        </section>
        <ContactForm />
      </div>
    </div>
  );
}
