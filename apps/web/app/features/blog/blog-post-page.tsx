import { useMemo } from 'react';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { JsonLd } from '../../components/ui/json-ld.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { longDate } from '../../lib/long-date.ts';
import { useShell } from '../../lib/use-shell.ts';
import { ContentBlocks } from '../content/content-blocks.tsx';
import { VideoEmbed } from '../content/video-embed.tsx';
import { blogListPath, blogPostPath } from './blog-paths.ts';
import type { BlogPostData } from './load-blog.ts';
import { postJsonLd } from './post-json-ld.ts';
import { PostCard } from './post-card.tsx';
import { PostComments } from './post-comments.tsx';
import styles from './blog-post-page.module.css';

/** A post: breadcrumbs, title, date and category, its video (poster first), content blocks, related posts. */
export function BlogPostPage({ data }: { data: BlogPostData }) {
  const { t } = useTranslation();
  const { lang, origin } = useShell();
  const { post } = data;
  const products = useMemo(() => new Map(data.products), [data.products]);
  const listTitle = t(`blog.title.${post.kind}`);
  // A video post whose blocks do not show its video gets it above the text.
  const leadVideo = post.video && !post.blocks.some((b) => b.type === 'block_with_video') ? post.video : null;
  return (
    <article className={styles.page}>
      {data.preview ? (
        <p className={styles.preview} role="status" data-testid="post-preview">
          {t('blog.preview')}
        </p>
      ) : null}
      <Breadcrumbs items={[{ label: listTitle, href: blogListPath(post.kind, lang) }, { label: post.title }]} />
      <header className={styles.header}>
        <p className={styles.meta}>
          <time dateTime={post.publishedAt}>{longDate(post.publishedAt, lang)}</time>
          {post.category ? <span>{post.category.title}</span> : null}
        </p>
        <h1 className={styles.title}>{post.title}</h1>
        {post.excerpt ? <p className={styles.lead}>{post.excerpt}</p> : null}
      </header>
      {leadVideo ? <VideoEmbed video={leadVideo} poster={post.image} title={post.title} priority /> : null}
      <ContentBlocks blocks={post.blocks} products={products} title={post.title} />
      <PostComments key={post.id} postId={post.id} initial={data.comments} />
      {post.related.length ? (
        <section aria-labelledby="related-posts" className={styles.related}>
          <h2 id="related-posts">{t('blog.related')}</h2>
          <ul className={styles.relatedList}>
            {post.related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <JsonLd data={postJsonLd(post, `${origin}${blogPostPath(post.kind, post.slug, lang)}`, origin)} />
    </article>
  );
}
