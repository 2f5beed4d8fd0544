import type { BasketLine, PromoItem, PromoOffer } from '@shop/contracts/basket';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { lineKeys } from './basket-lines.ts';
import { chosenOf, sampleLine, useSampleOffers } from './basket-promos.ts';
import { addLines, remove } from './basket-store.ts';
import styles from './sample-chooser.module.css';

/**
 * Free samples the basket qualifies for (SPEC §4): each rule lets the shopper pick up to its
 * `maxCount`; a picked sample becomes a line and can be taken back here or removed from the list.
 */
export function SampleChooser({ lines }: { lines: readonly BasketLine[] }) {
  const offers = useSampleOffers();
  const { t } = useTranslation();
  if (offers.length === 0) return null;
  return (
    <section className={styles.samples} aria-labelledby="basket-samples-title">
      <h2 id="basket-samples-title" className={styles.title}>
        {t('basket.samples.title')}
      </h2>
      {offers.map((offer) => (
        <SampleOffer key={offer.id} offer={offer} lines={lines} />
      ))}
    </section>
  );
}

function SampleOffer({ offer, lines }: { offer: PromoOffer; lines: readonly BasketLine[] }) {
  const { t } = useTranslation();
  const keys = lineKeys(lines);
  const chosen = chosenOf(offer, lines);
  const keyOf = (item: PromoItem) => {
    const index = lines.findIndex((line) => line.type === 'sampler' && line.select_type.id === item.product_price_id);
    return index >= 0 ? keys[index] : null;
  };
  return (
    <fieldset className={styles.offer}>
      <legend className={styles.legend}>
        {offer.title} <span className={styles.hint}>{t('basket.samples.hint', { count: offer.maxCount })}</span>
      </legend>
      <ul className={styles.items}>
        {offer.items.map((item) => {
          const key = keyOf(item);
          const full = key === null && chosen >= offer.maxCount;
          return (
            <li key={item.product_price_id}>
              <label className={`${styles.item} ${full ? styles.disabled : ''}`}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={key !== null}
                  disabled={full}
                  onChange={() => (key !== null ? remove(key) : addLines([sampleLine(item)]))}
                />
                <span className={styles.media}>
                  <ResponsiveImage image={item.image} alt="" sizes="56px" className={styles.image} />
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{item.title}</span>
                  <span className={styles.value}>{item.value}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
