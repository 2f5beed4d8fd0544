import type { BlogPost } from '@shop/contracts/blog';
import { largestImageUrl } from '../../components/ui/responsive-image.tsx';
import { SITE_NAME } from '../../seo/meta.ts';
import { youtubeId } from '../content/youtube.ts';

/**
 * schema.org data of a post: a VideoObject for posts with a video (videos, master classes), an
 * Article otherwise. `url` is the post's absolute address.
 */
export function postJsonLd(post: BlogPost, url: string, origin: string): Record<string, unknown> {
  const image = post.image ? `${origin}${largestImageUrl(post.image)}` : undefined;
  if (post.video) {
    const id = youtubeId(post.video.url);
    return {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: post.title,
      description: post.excerpt || post.title,
      thumbnailUrl: image ? [image] : undefined,
      uploadDate: post.publishedAt,
      contentUrl: post.video.url,
      ...(id ? { embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : {}),
      url,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': post.kind === 'news' ? 'NewsArticle' : 'Article',
    headline: post.title,
    description: post.excerpt || undefined,
    image: image ? [image] : undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: SITE_NAME, url: origin },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
  };
}
