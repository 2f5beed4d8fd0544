import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import { banner, homePage, instagramPost, newsCard } from '@shop/contracts/home';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { homeBlocksRoutes } from './home-blocks.routes.ts';
import { staffBannersRoutes } from './staff-banners.routes.ts';
import * as home from './home.service.ts';

/** The home page's API: banners, layout and SEO, latest posts, Instagram posts, and the catalogue blocks. */
export function homeRoutes(app: Api, deps: ApiDeps): void {
  staffBannersRoutes(app, deps);
  app.get(
    '/v1/home/banners',
    { schema: { tags: ['home'], summary: 'Banner slides', response: { 200: dataEnvelope(z.array(banner)) } } },
    async (request) => ({ data: await home.getBanners(deps, request.lang) }),
  );
  app.get(
    '/v1/home/page',
    { schema: { tags: ['home'], summary: 'Home SEO texts and the enabled blocks in order', response: { 200: dataEnvelope(homePage) } } },
    async (request) => ({ data: await home.getHomePage(deps, request.lang) }),
  );
  app.get(
    '/v1/home/news',
    { schema: { tags: ['home'], summary: 'Latest posts of every kind', response: { 200: dataEnvelope(z.array(newsCard)) } } },
    async (request) => ({ data: await home.getHomeNews(deps, request.lang) }),
  );
  app.get(
    '/v1/home/instagram_posts',
    { schema: { tags: ['home'], summary: 'Latest Instagram posts', response: { 200: dataEnvelope(z.array(instagramPost)) } } },
    async (request) => ({ data: await home.getInstagramPosts(deps, request.lang) }),
  );
  homeBlocksRoutes(app, deps);
}
