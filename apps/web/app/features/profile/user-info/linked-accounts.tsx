import { SOCIAL_PROVIDERS, type SocialProvider } from '@shop/contracts/auth';
import type { Me } from '@shop/contracts/user';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { toast } from '../../../lib/toast.ts';
import { accountApi } from '../../../visitor/account-api.ts';
import { replaceUser } from '../../../visitor/account-store.ts';
import { SocialButtons } from '../../auth/social/social-buttons.tsx';
import { socialFailureMessage } from '../../auth/social/social-failure.ts';
import { useSocialProviders } from '../../auth/social/social-providers.ts';
import styles from '../profile.module.css';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * Google and Facebook linked to the account, so the person can sign in with them. Linking is the
 * only way to add Facebook to an account that has the same e-mail, since Facebook does not vouch
 * for e-mails (docs/api/accounts.md). Nothing shows when the shop offers no provider.
 */
export function LinkedAccounts({ user }: { user: Me }) {
  const { t } = useTranslation();
  const offered = useSocialProviders();
  const linked = SOCIAL_PROVIDERS.filter((provider) => user.social[provider]);
  const linkable = SOCIAL_PROVIDERS.filter((provider) => offered?.[provider] && !user.social[provider]);

  const link = async (provider: SocialProvider, token: string) => {
    try {
      replaceUser(await accountApi.linkSocial(provider, token));
      toast.success(t('profile.social.done', { provider: PROVIDER_NAMES[provider] }));
    } catch (error) {
      toast.error(socialFailureMessage(error) ?? t('auth.error.generic'));
    }
  };

  if (!linked.length && !linkable.length) return null;
  return (
    <section className={styles.panel} aria-labelledby="profile-social-title" data-testid="linked-accounts">
      <div className={styles.panelHead}>
        <h2 id="profile-social-title" className={styles.panelTitle}>
          {t('profile.social.title')}
        </h2>
      </div>
      <div className={styles.stack}>
        {linked.map((provider) => (
          <p key={provider} className={styles.linkedProvider}>
            {t('profile.social.linked', { provider: PROVIDER_NAMES[provider] })}
          </p>
        ))}
        {linkable.length ? (
          <>
            <p className={styles.muted}>{t('profile.social.hint')}</p>
            <SocialButtons purpose="link" exclude={linked} onToken={link} />
          </>
        ) : null}
      </div>
    </section>
  );
}
