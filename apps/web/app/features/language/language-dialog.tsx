import { useTranslation } from '../../i18n/translation-context.tsx';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { writeStored } from '../../lib/storage.ts';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { LANGUAGE_OFFER_KEYS } from './language-offer-rules.ts';
import { languageHref } from './language-path.ts';

/** "Switch to Ukrainian?" (SPEC §4): Ukrainian reloads the same page under /ua/; keeping Russian is remembered. */
export default function LanguageDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <DialogFrame
      title={t('language.offer.title')}
      description={t('language.offer.text')}
      actions={
        <>
          <Button lang="uk" onClick={() => window.location.assign(languageHref(location, 'ua'))}>
            {t('language.offer.accept')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              writeStored(LANGUAGE_OFFER_KEYS.keptCurrent, 'ru');
              closeDialog();
            }}
          >
            {t('language.offer.keep')}
          </Button>
        </>
      }
    />
  );
}
