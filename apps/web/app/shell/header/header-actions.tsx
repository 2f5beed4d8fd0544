import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { BagIcon, HeartIcon, UserIcon } from '../../components/ui/icons.tsx';
import { localePath } from '../../lib/language.ts';
import { useVisitorState } from '../../lib/visitor-state.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useShell } from '../../lib/use-shell.ts';
import styles from './header-actions.module.css';

/**
 * Profile, favourites and basket (SPEC §2). A guest who clicks profile or favourites gets the login
 * popup; until the login dialog is registered the link simply leads to its page.
 */
export function HeaderActions() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { signedIn, favourites, basket } = useVisitorState();

  const loginInstead = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (openDialog('login')) event.preventDefault();
  };

  return (
    <ul className={styles.actions}>
      <li className={styles.profile}>
        <ActionLink to={localePath('/profile/', lang)} label={signedIn ? t('shell.profile') : t('shell.signIn')} onClick={loginInstead}>
          <UserIcon />
        </ActionLink>
      </li>
      <li>
        <ActionLink
          to={localePath('/profile/user-favorites/', lang)}
          label={t('shell.favouritesLabel', { count: favourites })}
          count={favourites}
          onClick={loginInstead}
        >
          <HeartIcon />
        </ActionLink>
      </li>
      <li>
        <ActionLink to={localePath('/buy-flow/basket/', lang)} label={t('shell.basketLabel', { count: basket })} count={basket}>
          <BagIcon />
        </ActionLink>
      </li>
    </ul>
  );
}

interface ActionLinkProps {
  to: string;
  label: string;
  count?: number;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

function ActionLink({ to, label, count = 0, onClick, children }: ActionLinkProps) {
  return (
    <Link to={to} className={styles.action} aria-label={label} title={label} onClick={onClick}>
      {children}
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
