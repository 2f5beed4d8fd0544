import type { RemainingProduct } from '@shop/contracts/checkout';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import styles from './checkout-dialogs.module.css';
import { shortageTitle } from './shortage-title.ts';

/**
 * SPEC §8 stock shortage (564): what is short (image, title with the variant, how many are left of
 * how many wanted) and the way back to the basket to change it. The title names the short product and
 * what is left rather than the API's general "Товарів не залишилось на складі", which misleads while 51 are.
 */
export default function StockShortageDialog({ products }: { products: RemainingProduct[] }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <DialogFrame
      title={shortageTitle(products, t)}
      description={t('checkout.shortage.text')}
      actions={
        <Link to={localePath('/buy-flow/basket/', lang)} className={buttonClass('primary', true)} onClick={() => closeDialog()}>
          {t('checkout.shortage.toBasket')}
        </Link>
      }
    >
      <ul className={styles.shortList}>
        {products.map((product) => (
          <li key={product.product_price_id} className={styles.shortItem}>
            <ResponsiveImage image={product.productPrice.image} alt="" sizes="64px" className={styles.shortImage} />
            <div className={styles.shortText}>
              <span className={styles.shortTitle}>{product.description}</span>
              <span className={styles.shortCount}>
                {product.quantity > 0
                  ? t('checkout.shortage.left', { count: product.quantity, requested: product.requested })
                  : t('checkout.shortage.none')}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
