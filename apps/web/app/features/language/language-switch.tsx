import { useTranslation } from '../../i18n/translation-context.tsx';
import { useLocation } from 'react-router';
import { API_LANGUAGES, LANGUAGES } from '@shop/contracts/i18n';
import { useShell } from '../../lib/use-shell.ts';
import { languageHref } from './language-path.ts';
import styles from './language-switch.module.css';

/**
 * RU | UA. The other language is a plain link, so the page reloads in that language with its own
 * dictionary and shell data (SPEC §4: changing language reloads the page).
 */
export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'large' }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  // The hash is left out: the server never sees it, and the link must hydrate as rendered.
  const { pathname, search } = useLocation();
  return (
    <ul className={`${styles.switch} ${size === 'large' ? styles.large : ''}`} aria-label={t('language.switchLabel')}>
      {API_LANGUAGES.map((code) => {
        const info = LANGUAGES[code];
        return (
          <li key={code}>
            {code === lang ? (
              <span className={styles.current} aria-current="true" lang={info.html}>
                {info.name}
                <span className="visually-hidden"> — {info.title}</span>
              </span>
            ) : (
              <a
                className={styles.option}
                href={languageHref({ pathname, search }, code)}
                hrefLang={info.html}
                lang={info.html}
              >
                {info.name}
                <span className="visually-hidden"> — {info.title}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
