import type { ApiLanguage } from '@shop/contracts/i18n';
import { BLOG_API_SEGMENTS, BLOG_SITE_SECTIONS, type BlogKind } from '@shop/contracts/blog-sections';
import { localePath, stripLanguage } from '../../lib/language.ts';

const KINDS = Object.keys(BLOG_SITE_SECTIONS) as BlogKind[];

/** The kind whose list lives at the path's first segment (`/ua/video-materialy/page/2/` → videos). */
export function kindOfListPath(pathname: string): BlogKind | null {
  const first = stripLanguage(pathname).split('/')[1];
  return KINDS.find((kind) => BLOG_SITE_SECTIONS[kind].list === first) ?? null;
}

/** The kind whose posts live at the path's first segment (`/video/{slug}/` → videos). */
export function kindOfPostPath(pathname: string): BlogKind | null {
  const first = stripLanguage(pathname).split('/')[1];
  return KINDS.find((kind) => BLOG_SITE_SECTIONS[kind].post === first) ?? null;
}

export function blogListPath(kind: BlogKind, lang: ApiLanguage): string {
  return localePath(`/${BLOG_SITE_SECTIONS[kind].list}/`, lang);
}

export function blogPostPath(kind: BlogKind, slug: string, lang: ApiLanguage): string {
  return localePath(`/${BLOG_SITE_SECTIONS[kind].post}/${encodeURIComponent(slug)}/`, lang);
}

export function blogApiPath(kind: BlogKind, slug?: string): string {
  return slug ? `/v1/${BLOG_API_SEGMENTS[kind]}/${encodeURIComponent(slug)}` : `/v1/${BLOG_API_SEGMENTS[kind]}`;
}
