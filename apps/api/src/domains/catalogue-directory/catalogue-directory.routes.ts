import {
  deletedAnswer,
  directoryParams,
  directoryQuery,
  staffBrandAnswer,
  staffBrandInput,
  staffBrandUpdate,
  staffBrandsList,
  staffPromotionAnswer,
  staffPromotionInput,
  staffPromotionUpdate,
  staffPromotionsList,
  staffSeriesAnswer,
  staffSeriesInput,
  staffSeriesList,
  staffSeriesUpdate,
} from '@shop/contracts/staff-catalogue-directory';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import * as directory from './catalogue-directory.service.ts';

const bearerOnly = [{ bearer: [] }];
/** The catalogue area (administrators and content editors), checked before the body is read. */
const catalogueOnly = { onRequest: staffGuard('catalogue') };
const staff = { tags: ['staff'], security: bearerOnly };

/** Brands, series, collections and sample/gift rules of the back office (issue 29, screen 5). */
export function catalogueDirectoryRoutes(app: Api, deps: ApiDeps): void {
  const actor = (request: Parameters<typeof requireUser>[0]) => ({ id: requireUser(request).id, lang: request.lang });

  app.get('/v1/staff/brands', { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: 'Brands, searched, sorted and paged', querystring: directoryQuery, response: { 200: staffBrandsList } } }, async (request) =>
    directory.listBrands(deps, request.query, request.url),
  );
  app.get('/v1/staff/brands/:id', { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: 'One brand', params: directoryParams, response: { 200: staffBrandAnswer } } }, async (request) => ({
    data: await directory.getBrand(deps, request.params.id, request.lang),
  }));
  app.post('/v1/staff/brands', { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: 'Create a brand', body: staffBrandInput, response: { 201: staffBrandAnswer } } }, async (request, reply) => {
    reply.status(201);
    return { data: await directory.saveBrand(deps, actor(request), null, request.body) };
  });
  app.put('/v1/staff/brands/:id', { ...catalogueOnly, config: { errorStatuses: [403, 409] }, schema: { ...staff, summary: 'Change a brand loaded at `version` (409 when someone saved since)', params: directoryParams, body: staffBrandUpdate, response: { 200: staffBrandAnswer } } }, async (request) => {
    const { version, ...input } = request.body;
    return { data: await directory.saveBrand(deps, actor(request), request.params.id, input, version) };
  });
  app.delete('/v1/staff/brands/:id', { ...catalogueOnly, config: { errorStatuses: [403, 409] }, schema: { ...staff, summary: 'Delete a brand without products or series (else 409)', params: directoryParams, response: { 200: deletedAnswer } } }, async (request) => ({
    data: await directory.removeBrand(deps, actor(request), request.params.id),
  }));

  for (const [path, isCollection] of [['series', false], ['collections', true]] as const) {
    const what = isCollection ? 'collection' : 'series';
    app.get(`/v1/staff/${path}`, { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: `${isCollection ? 'Collections' : 'Series'}, searched, filtered by brand, sorted and paged`, querystring: directoryQuery, response: { 200: staffSeriesList } } }, async (request) =>
      directory.listSeries(deps, isCollection, request.query, request.url),
    );
    app.get(`/v1/staff/${path}/:id`, { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: `One ${what}`, params: directoryParams, response: { 200: staffSeriesAnswer } } }, async (request) => ({
      data: await directory.getSeries(deps, isCollection, request.params.id, request.lang),
    }));
    app.post(`/v1/staff/${path}`, { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: `Create a ${what}`, body: staffSeriesInput, response: { 201: staffSeriesAnswer } } }, async (request, reply) => {
      reply.status(201);
      return { data: await directory.saveSeries(deps, actor(request), isCollection, null, request.body) };
    });
    app.put(`/v1/staff/${path}/:id`, { ...catalogueOnly, config: { errorStatuses: [403, 409] }, schema: { ...staff, summary: `Change a ${what} loaded at \`version\` (409 when someone saved since)`, params: directoryParams, body: staffSeriesUpdate, response: { 200: staffSeriesAnswer } } }, async (request) => {
      const { version, ...input } = request.body;
      return { data: await directory.saveSeries(deps, actor(request), isCollection, request.params.id, input, version) };
    });
    app.delete(`/v1/staff/${path}/:id`, { ...catalogueOnly, config: { errorStatuses: [403, 409] }, schema: { ...staff, summary: `Delete a ${what} without products (else 409)`, params: directoryParams, response: { 200: deletedAnswer } } }, async (request) => ({
      data: await directory.removeSeries(deps, actor(request), isCollection, request.params.id),
    }));
  }

  app.get('/v1/staff/promotions', { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: 'Sample and gift rules (kind=sample|gift), paged', querystring: directoryQuery, response: { 200: staffPromotionsList } } }, async (request) =>
    directory.listPromotions(deps, request.query, request.url),
  );
  app.get('/v1/staff/promotions/:id', { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: 'One sample or gift rule', params: directoryParams, response: { 200: staffPromotionAnswer } } }, async (request) => ({
    data: await directory.getPromotion(deps, request.params.id, request.lang),
  }));
  app.post('/v1/staff/promotions', { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: 'Create a sample or gift rule', body: staffPromotionInput, response: { 201: staffPromotionAnswer } } }, async (request, reply) => {
    reply.status(201);
    return { data: await directory.savePromotion(deps, actor(request), null, request.body) };
  });
  app.put('/v1/staff/promotions/:id', { ...catalogueOnly, config: { errorStatuses: [403, 409] }, schema: { ...staff, summary: 'Change a sample or gift rule loaded at `version` (409 when someone saved since)', params: directoryParams, body: staffPromotionUpdate, response: { 200: staffPromotionAnswer } } }, async (request) => {
    const { version, ...input } = request.body;
    return { data: await directory.savePromotion(deps, actor(request), request.params.id, input, version) };
  });
  app.delete('/v1/staff/promotions/:id', { ...catalogueOnly, config: { errorStatuses: [403] }, schema: { ...staff, summary: 'Delete a sample or gift rule', params: directoryParams, response: { 200: deletedAnswer } } }, async (request) => ({
    data: await directory.removePromotion(deps, actor(request), request.params.id),
  }));
}
