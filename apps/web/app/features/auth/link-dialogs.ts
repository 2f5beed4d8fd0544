/**
 * Popups opened by a link. The recovery letter links to the home page with
 * `#modal=restore-password&token=…&email=…` (apps/api auth letters): in the fragment, which the
 * browser never sends, so the token stays out of request logs and Referer headers. Older letters
 * carried the same parameters in the query, which still works. A link with `?modal=login`
 * (optionally `&email=…`) opens sign-in with the e-mail filled in (SPEC §2). The e-mail confirmation
 * letter (a new profile e-mail, or a social sign-in) links to `#modal=confirm-email&token=…`.
 */
export type LinkedDialog =
  | { id: 'restore-password'; token: string; email: string }
  | { id: 'confirm-email'; token: string }
  | { id: 'login'; email?: string };

const LINK_PARAMS = ['modal', 'token', 'email'] as const;

function fromParams(query: URLSearchParams): LinkedDialog | null {
  const modal = query.get('modal');
  const email = query.get('email')?.trim() || undefined;
  if (modal === 'restore-password') {
    const token = query.get('token')?.trim();
    return token && email ? { id: 'restore-password', token, email } : null;
  }
  if (modal === 'confirm-email') {
    const token = query.get('token')?.trim();
    return token ? { id: 'confirm-email', token } : null;
  }
  if (modal === 'login') return { id: 'login', email };
  return null;
}

/** The dialog a link asks for: its fragment first, then its query. */
export function dialogFromQuery(search: string, hash = ''): LinkedDialog | null {
  return fromParams(new URLSearchParams(hash.replace(/^#/, ''))) ?? fromParams(new URLSearchParams(search));
}

/** The same URL without the link's parameters (SPEC §4: restore success clears the query). */
export function withoutLinkParams(href: string): string {
  const url = new URL(href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const hash = fragment.has('modal') ? '' : url.hash;
  return `${url.pathname}${url.search}${hash}`;
}

/** Clears the link's parameters from the address bar, so a reload does not reopen the dialog. */
export function removeLinkParams(): void {
  if (typeof window === 'undefined') return;
  const clean = withoutLinkParams(window.location.href);
  window.history.replaceState(window.history.state, '', clean);
}
