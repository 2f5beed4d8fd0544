import { Button, buttonClass } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';

export interface RedirectLanguageDialogProps {
  /** The EU site's language for the visitor's country (from GET /v1/geo). */
  offer: { code: string; name: string; url: string };
}

/**
 * The redirect-language dialog (600, SPEC §1, §2): a visitor from outside Ukraine may open the EU
 * site in the language of their country (in a new tab, SPEC §1) or stay here.
 */
export default function RedirectLanguageDialog({ offer }: RedirectLanguageDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={t('language.redirect.title')}
      description={t('language.redirect.text', { language: offer.name })}
      actions={
        <>
          <a className={buttonClass('primary')} href={offer.url} hrefLang={offer.code} target="_blank" rel="noopener" onClick={() => closeDialog()}>
            {t('language.redirect.go', { language: offer.name })}
          </a>
          <Button variant="secondary" onClick={() => closeDialog()}>
            {t('language.redirect.stay')}
          </Button>
        </>
      }
    />
  );
}
