import type { ProductTabKey } from '@shop/contracts/product';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs.tsx';
import { Rating } from '../../components/ui/rating.tsx';
import { trackViewItem } from '../../lib/analytics.ts';
import { brandPath, productPath, seriesPath } from '../../lib/catalog-paths.ts';
import { FavouriteButton } from '../favourites/favourite-button.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { BuyTogether } from './buy-together.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductJsonLd } from './product-json-ld.tsx';
import type { ProductPageData } from './product-loader.ts';
import { ProductPurchase } from './product-purchase.tsx';
import { ProductTabs, visibleTabs } from './product-tabs.tsx';
import { PreloadGalleryImage } from './preload-gallery-image.tsx';
import { useSelectedVariant } from './use-selected-variant.ts';
import { VariantPicker } from './variant-picker.tsx';
import styles from './product-view.module.css';

/** The product page: gallery, variant and price, tabs, reviews, buy-together. */
export function ProductView({ data }: { data: ProductPageData }) {
  const { t } = useTranslation();
  const { origin } = useShell();
  const { product, lang } = data;
  const [variant, selectVariant] = useSelectedVariant(product);
  const [tab, setTab] = useState<ProductTabKey>(() => visibleTabs(product)[0]?.key ?? 'comments');
  const tabsRef = useRef<HTMLDivElement>(null);

  // One view_item per product opened (not per variant switch).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per product.
  useEffect(() => {
    trackViewItem({ ...product.analytics, price: variant.price }, variant.value);
  }, [product.id]);

  const crumbs: Crumb[] = [{ label: product.breadcrumbs.brand.title, href: brandPath(product.breadcrumbs.brand.slug, lang) }];
  if (product.breadcrumbs.series) {
    crumbs.push({ label: product.breadcrumbs.series.title, href: seriesPath(product.breadcrumbs.series, product.breadcrumbs.brand.slug, lang) });
  }
  crumbs.push({ label: product.breadcrumbs.title });

  const openTab = (key: ProductTabKey) => {
    setTab(key);
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const firstImage = product.gallery[0] ?? product.image;

  return (
    <article className={styles.page}>
      {firstImage ? <PreloadGalleryImage image={firstImage} /> : null}
      <ProductJsonLd product={product} url={`${origin}${productPath(product, lang)}`} origin={origin} />
      <Breadcrumbs items={crumbs} />

      <div className={styles.top}>
        <ProductGallery images={product.gallery} title={product.title} variantImage={variant.image} />

        <div className={styles.info}>
          <Link to={brandPath(product.brand.slug, lang)} className={styles.brand}>
            {product.brand.title}
          </Link>
          <h1 className={styles.title}>{product.title}</h1>
          {product.series ? (
            <p className={styles.series}>
              {t('product.series')}:{' '}
              <Link to={seriesPath(product.series, product.brand.slug, lang)}>{product.series.title}</Link>
            </p>
          ) : null}
          <div className={styles.badges}>
            {product.isNew ? <span className={`${styles.badge} ${styles.badgeNew}`}>{t('catalog.badge.new')}</span> : null}
            {product.isPromotion ? <span className={`${styles.badge} ${styles.badgeSale}`}>{t('catalog.badge.sale')}</span> : null}
          </div>
          <div className={styles.feedbackLinks}>
            <button type="button" className={styles.feedbackLink} onClick={() => openTab('comments')}>
              <Rating value={product.rating.average} />
              <span>{t('rating.reviews', { count: product.rating.count })}</span>
            </button>
            <button type="button" className={styles.feedbackLink} onClick={() => openTab('questions')}>
              {t('product.questions', { count: product.questionsCount })}
            </button>
          </div>

          <VariantPicker variants={product.productPrices} selected={variant} onSelect={selectVariant} />
          <ProductPurchase product={product} variant={variant} />
          <FavouriteButton productId={product.id} variant="labelled" />
        </div>
      </div>

      <div ref={tabsRef} className={styles.tabs}>
        {/* Keeps the outline in order: the tabs' own headings (h3) sit under the page's h1. */}
        <h2 className="visually-hidden">{t('product.tabs.label')}</h2>
        <ProductTabs product={product} active={tab} onChange={setTab} />
      </div>

      <BuyTogether productId={product.id} />
    </article>
  );
}
