import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { localePath } from '../../lib/language.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useUser } from '../../visitor/account-store.ts';
import { isProfessionalType } from '../../visitor/user-summary.ts';

interface ProfessionalLinkProps {
  className?: string;
  /** Runs on every click (the menu drawer closes itself). */
  onFollow?: () => void;
}

/**
 * "For cosmetologists" (SPEC §2: the professional link goes to agent registration). A user who is
 * already a professional, or whose application waits for review, gets the professional-registered
 * notice instead of a registration form they cannot use.
 */
export function ProfessionalLink({ className, onFollow }: ProfessionalLinkProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const user = useUser();
  const registered = user !== null && (isProfessionalType(user) || user.userType.name === 'noid');

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (registered && openDialog('professional-registered')) event.preventDefault();
    onFollow?.();
  };

  return (
    <Link to={localePath('/agent-register/', lang)} className={className} onClick={follow}>
      {t('account.professionalLink')}
    </Link>
  );
}
