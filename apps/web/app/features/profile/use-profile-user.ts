import type { Me } from '@shop/contracts/user';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localePath } from '../../lib/language.ts';
import { useAccount } from '../../visitor/account-store.ts';
import { useShell } from '../../lib/use-shell.ts';

/**
 * The user of a profile page. SPEC §2, §6: profile pages are for signed-in users only, others are
 * sent home. Null while the stored session is being checked (the page shows its skeleton).
 */
export function useProfileUser(): Me | null {
  const account = useAccount();
  const navigate = useNavigate();
  const { lang } = useShell();
  useEffect(() => {
    if (account.status === 'guest') void navigate(localePath('/', lang), { replace: true });
  }, [account.status, navigate, lang]);
  return account.status === 'signed-in' ? account.user : null;
}
