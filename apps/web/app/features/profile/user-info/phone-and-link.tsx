import type { Me } from '@shop/contracts/user';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { accountApi } from '../../../visitor/account-api.ts';
import { replaceUser } from '../../../visitor/account-store.ts';
import { isProfessionalType } from '../../../visitor/user-summary.ts';
import { serverFailure } from '../../../forms/server-errors.ts';
import { formatPhone } from '../../auth/phone-input.ts';
import type { VerifiedPhone } from '../../../visitor/verified-phone.ts';
import { closeDialog, openDialog } from '../../../dialogs/dialog-store.ts';
import styles from '../profile.module.css';

/**
 * The phone (changed only to a number proved by SMS) and, for clients, the cosmetologist or
 * distributor they are linked to (SPEC §6: a user may link to another ID).
 */
export function PhoneAndLink({ user }: { user: Me }) {
  const { t } = useTranslation();

  const changePhone = () =>
    openDialog('phone-sms-registration', {
      onVerified: async (verified: VerifiedPhone) => {
        try {
          replaceUser(await accountApi.update({ phone: verified.phone, confirm_token: verified.confirmToken }));
          closeDialog();
          toast.success(t('profile.phone.saved'));
        } catch (error) {
          const failure = serverFailure(error);
          closeDialog();
          toast.error(failure.fields.phone?.[0] ?? failure.message ?? t('auth.error.generic'));
        }
      },
    });

  return (
    <section className={styles.panel} aria-labelledby="profile-phone-title">
      <div className={styles.panelHead}>
        <h2 id="profile-phone-title" className={styles.panelTitle}>
          {t('profile.phone.title')}
        </h2>
        <Button variant="secondary" onClick={changePhone}>
          {user.phone ? t('profile.phone.change') : t('profile.phone.add')}
        </Button>
      </div>
      <p className={styles.muted}>{user.phone ? formatPhone(user.phone) : t('profile.phone.none')}</p>
      {isProfessionalType(user) ? null : (
        <>
          <div className={styles.panelHead} style={{ marginTop: 'var(--space-6)' }}>
            <h2 className={styles.panelTitle}>{t('profile.link.title')}</h2>
            <Button variant="secondary" onClick={() => openDialog('activate-another-id', { current: user.assignedCode })}>
              {user.assignedCode ? t('profile.link.change') : t('profile.link.add')}
            </Button>
          </div>
          <p className={styles.muted} data-testid="assigned-code">
            {user.assignedCode ? t('profile.link.current', { code: user.assignedCode }) : t('profile.link.none')}
          </p>
        </>
      )}
    </section>
  );
}
