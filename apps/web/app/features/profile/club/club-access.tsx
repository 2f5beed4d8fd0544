import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localePath } from '../../../lib/language.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { useUser } from '../../../visitor/account-store.ts';
import { canOpenClub } from '../profile-sections.ts';

/** The club's pages are for professionals and distributors (SPEC §6); anyone else goes to the profile. */
export function ClubOnly({ children }: { children: ReactNode }) {
  const { lang } = useShell();
  const navigate = useNavigate();
  const user = useUser();
  const allowed = user ? canOpenClub(user) : false;
  useEffect(() => {
    if (user && !allowed) void navigate(localePath('/profile/user-info/', lang), { replace: true });
  }, [user, allowed, navigate, lang]);
  return allowed ? children : null;
}
