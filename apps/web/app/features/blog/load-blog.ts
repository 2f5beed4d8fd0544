import { data } from 'react-router';
import type { BlogCategory, BlogKind, BlogPost, BlogPostSummary } from '@shop/contracts/blog';
import type { ProductSummary } from '@shop/contracts/catalog';
import { PAGE_SIZE } from '@shop/contracts/constants';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { assertPageExists } from '../../seo/list-page.ts';
import { loadBlockProducts } from '../content/load-block-products.ts';
import { blogApiPath } from './blog-paths.ts';
import { EMPTY_COMMENTS, type CommentsPage } from './comments-page.ts';

export interface BlogListData {
  kind: BlogKind;
  page: number;
  category: string | null;
  posts: BlogPostSummary[];
  lastPage: number;
  total: number;
  categories: BlogCategory[];
}

/** A blog list page: one page of posts (12) and the kind's categories, asked for together. */
export async function loadBlogList(api: ApiClient, kind: BlogKind, page: number, category: string | null): Promise<BlogListData> {
  const [list, categories] = await Promise.all([
    api.get<{ data: BlogPostSummary[]; meta: { last_page: number; total: number } }>(blogApiPath(kind), {
      page,
      per_page: PAGE_SIZE.blog,
      category: category ?? undefined,
    }),
    api.get<{ data: BlogCategory[] }>('/v1/news/categories', { kind }).then((r) => r.data),
  ]);
  assertPageExists(page, list.meta.last_page);
  if (category && !categories.some((c) => c.slug === category)) throw data(null, { status: 404 });
  return { kind, page, category, posts: list.data, lastPage: list.meta.last_page, total: list.meta.total, categories };
}

export interface BlogPostData {
  post: BlogPost;
  /** The first page of comments; empty when they could not be read (the browser asks again). */
  comments: CommentsPage;
  /** Product blocks' summaries with the viewer's prices, as [id, summary] pairs (serialisable). */
  products: Array<[number, ProductSummary]>;
  /** A staff preview (`?preview`): the post may be a draft, and the page says so. */
  preview: boolean;
}

/**
 * A post and the products its blocks show; unknown slug → 404. A preview asks the API's preview
 * address, which answers drafts too, but only to a content editor's preview cookie (404 to anyone else).
 */
export async function loadBlogPost(api: ApiClient, kind: BlogKind, slug: string, preview = false): Promise<BlogPostData> {
  try {
    const path = blogApiPath(kind, slug);
    const { data: post } = await api.get<{ data: BlogPost }>(preview ? `${path}/preview` : path);
    const [products, comments] = await Promise.all([
      loadBlockProducts(api, post.blocks),
      api.get<CommentsPage>('/v1/news/comments', { post_id: post.id }).catch(() => EMPTY_COMMENTS),
    ]);
    return { post, products, comments, preview };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
