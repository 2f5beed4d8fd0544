import { z } from 'zod';
import { menuSeriesItem } from '@shop/contracts/content';
import { dataEnvelope } from '@shop/contracts/envelope';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { getMenuSeries } from './menu.service.ts';
import { productPageRoutes } from './product-page.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { selectionRoutes } from './selection.routes.ts';
import { structureRoutes } from './structure.routes.ts';

export function catalogRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/menu-series',
    { schema: { tags: ['catalog'], summary: 'Series of the header catalogue menu', response: { 200: dataEnvelope(z.array(menuSeriesItem)) } } },
    async (request) => ({ data: await getMenuSeries(deps, request.lang) }),
  );
  productsRoutes(app, deps);
  structureRoutes(app, deps);
  productPageRoutes(app, deps);
  selectionRoutes(app, deps);
}
