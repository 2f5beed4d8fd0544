import type { OutboxLetter } from '@shop/contracts/demo';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from './outbox-letters.module.css';

const time = (iso: string, lang: ApiLanguage) =>
  new Intl.DateTimeFormat(lang === 'ua' ? 'uk-UA' : 'ru-UA', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Kyiv' }).format(new Date(iso));

/**
 * The letters of the demo's local mailer, newest first. Each body is the HTML that was sent, shown in
 * a sandboxed frame: no scripts, no forms, no access to the shop's page; its links open in a new tab.
 */
export function OutboxLetters({ letters, lang }: { letters: OutboxLetter[]; lang: ApiLanguage }) {
  const { t } = useTranslation();
  return (
    <section className={styles.outbox}>
      <h1>{t('demo.outbox.title')}</h1>
      <p className={styles.notice} role="note">
        {t('demo.outbox.intro')}
      </p>
      {letters.length === 0 ? <p>{t('demo.outbox.empty')}</p> : null}
      <ol className={styles.list}>
        {letters.map((letter) => (
          <li key={letter.id} className={styles.letter} data-testid="outbox-letter">
            <h2 className={styles.subject}>{letter.subject}</h2>
            <dl className={styles.facts}>
              <dt>{t('demo.outbox.to')}</dt>
              <dd>{letter.to}</dd>
              <dt>{t('demo.outbox.sent')}</dt>
              <dd>
                <time dateTime={letter.sentAt}>{time(letter.sentAt, lang)}</time>
              </dd>
            </dl>
            <iframe
              className={styles.body}
              title={letter.subject}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={`<base target="_blank">${letter.html}`}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
