import { useShell } from '../use-shell.ts';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { variables } = useShell();
  const contacts = variables?.contacts;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {contacts?.email ? <a href={`mailto:${contacts.email}`}>{contacts.email}</a> : null}
        {[contacts?.phone1, contacts?.phone2, contacts?.phone3].filter(Boolean).map((phone) => (
          <a key={phone} href={`tel:${phone!.replace(/[^+\d]/g, '')}`}>
            {phone}
          </a>
        ))}
      </div>
    </footer>
  );
}
