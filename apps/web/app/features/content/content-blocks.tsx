import type { ProductSummary } from '@shop/contracts/catalog';
import type { ContentBlock } from '@shop/contracts/content-blocks';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { groupBlocks } from './block-rows.ts';
import { VideoEmbed } from './video-embed.tsx';
import styles from './content-blocks.module.css';

const WIDE = '(min-width: 1024px) 880px, 100vw';
const HALF = '(min-width: 1024px) 440px, 100vw';
const COLUMN = '(min-width: 1024px) 300px, 100vw';

/** Sanitised HTML from the API (the content sanitiser ran on every `html` field). */
function Html({ html, className }: { html: string; className?: string }) {
  // Sanitised by the API before it left the server.
  return <div className={`prose ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

function ButtonLink({ link, label }: { link: string; label: string }) {
  const { lang } = useShell();
  if (/^https?:\/\//.test(link)) {
    return (
      <a href={link} className={styles.button} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return (
    <Link to={localePath(link, lang)} className={styles.button}>
      {label}
    </Link>
  );
}

function Single({ block, title }: { block: Exclude<ContentBlock, { type: 'column_block' | 'product' }>; title: string }) {
  switch (block.type) {
    case 'block_with_video':
      return (
        <figure className={styles.video}>
          <VideoEmbed video={block.video} poster={block.poster} title={block.title ?? title} sizes={WIDE} />
          {block.title ? <figcaption className={styles.caption}>{block.title}</figcaption> : null}
        </figure>
      );
    case 'block_with_image':
      return (
        <figure className={styles.figure}>
          <ResponsiveImage image={block.image} alt={block.caption ?? ''} sizes={WIDE} className={styles.wideImage} />
          {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'description':
      return <Html html={block.html} />;
    case 'content_title':
      return <h2 className={styles.title}>{block.title}</h2>;
    case 'title_with_description':
      return (
        <section>
          <h2 className={styles.title}>{block.title}</h2>
          <Html html={block.html} />
        </section>
      );
    case 'title_with_center_description':
      return (
        <section className={styles.centered}>
          <h2 className={styles.title}>{block.title}</h2>
          <Html html={block.html} />
        </section>
      );
    case 'phrase':
      return (
        <blockquote className={styles.phrase}>
          <p>{block.text}</p>
          {block.author ? <footer className={styles.author}>{block.author}</footer> : null}
        </blockquote>
      );
    case 'image_left':
    case 'image_right':
      return (
        <section className={`${styles.split} ${block.type === 'image_right' ? styles.imageRight : ''}`}>
          <ResponsiveImage image={block.image} alt="" sizes={HALF} className={styles.splitImage} />
          <div>
            {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
            <Html html={block.html} />
          </div>
        </section>
      );
    case 'block_with_image_with_button':
      return (
        <section className={styles.promo}>
          <ResponsiveImage image={block.image} alt="" sizes={HALF} className={styles.splitImage} />
          <div className={styles.promoText}>
            <h2 className={styles.title}>{block.title}</h2>
            {block.text ? <p>{block.text}</p> : null}
            <ButtonLink link={block.button.link} label={block.button.label} />
          </div>
        </section>
      );
  }
}

/**
 * Content blocks of SPEC §2 for posts and content pages. Product blocks are live tiles: `products`
 * holds their summaries, loaded with the viewer's prices; a product no longer sold is left out.
 */
export function ContentBlocks({ blocks, products, title }: { blocks: readonly ContentBlock[]; products: ReadonlyMap<number, ProductSummary>; title: string }) {
  return (
    <div className={styles.blocks}>
      {groupBlocks(blocks).map((group, index) => {
        const key = `${group.kind}-${index}`;
        if (group.kind === 'columns') {
          return (
            <div key={key} className={styles.columns}>
              {group.blocks.map((column) => (
                <section key={column.title} className={styles.column}>
                  {column.image ? <ResponsiveImage image={column.image} alt="" sizes={COLUMN} /> : null}
                  <h3 className={styles.columnTitle}>{column.title}</h3>
                  <Html html={column.html} />
                </section>
              ))}
            </div>
          );
        }
        if (group.kind === 'products') {
          const found = group.ids.map((id) => products.get(id)).filter((p): p is ProductSummary => Boolean(p));
          return found.length ? <ProductGrid key={key} products={found} priorityCount={0} className={styles.products} /> : null;
        }
        return <Single key={key} block={group.block} title={title} />;
      })}
    </div>
  );
}
