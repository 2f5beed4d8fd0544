import type { ProductVariant } from '@shop/contracts/catalog';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useUser } from '../../visitor/account-store.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import type { BackInStockDialogProps } from './back-in-stock-dialog.tsx';

interface BackInStockButtonProps {
  productTitle: string;
  variant: ProductVariant;
}

/**
 * "Tell me when it is back" for a variant out of stock (SPEC §4): a signed-in user whose profile
 * has a city (and a phone) is signed up at once; everyone else fills in the form. Either way the
 * thank-you dialog follows, whatever the API answered.
 */
export function BackInStockButton({ productTitle, variant }: BackInStockButtonProps) {
  const { t } = useTranslation();
  const user = useUser();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    if (user?.city && user.phone) {
      setSending(true);
      try {
        // Loaded on the press: most products on a page are in stock.
        const { sendNotifyRequest } = await import('./notify-request.ts');
        await sendNotifyRequest({
          name: `${user.name} ${user.secondName}`.trim(),
          phone: user.phone,
          email: user.email,
          city: user.city,
          product_price_id: variant.id,
        });
      } catch (error) {
        console.error('back-in-stock request failed', error);
      } finally {
        setSending(false);
      }
      // The thank-you of SPEC §4/§8, whatever the API answered (notify-request.ts).
      openDialog('back-in-stock', { step: 'thanks' });
      return;
    }
    const props: BackInStockDialogProps = {
      step: 'form',
      productTitle,
      variantValue: variant.value,
      productPriceId: variant.id,
      defaults: user ? { name: `${user.name} ${user.secondName}`.trim(), email: user.email, phone: user.phone ?? '', city: user.city ?? '' } : undefined,
    };
    openDialog('back-in-stock', { ...props });
  };

  return (
    <Button variant="primary" block busy={sending} onClick={onClick}>
      {t('backInStock.button')}
    </Button>
  );
}
