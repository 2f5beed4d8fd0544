import {
  orderDetailAnswer,
  orderNumberParams,
  ordersList,
  ordersQuery,
  repeatAnswer,
  staffOrderAnswer,
  staffOrderEventBody,
  staffOrderNoteBody,
  staffOrderRefParams,
  staffOrdersList,
  staffOrdersQuery,
} from '@shop/contracts/orders';
import { requireRole, requireUser, staffGuard } from '../../core/auth.ts';
import { compiledSerializerCompiler } from '../../core/compiled-serializer.ts';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { registerOrderJobs } from './order-jobs.ts';
import { ownerKeyOf } from './order-owner.ts';
import { orderPageRoutes } from './order-page.routes.ts';
import { repeatOrder } from './order-repeat.service.ts';
import { cancelOwnOrder, listOwnOrders, ownOrder } from './orders.service.ts';
import { addStaffNote, applyStaffEvent, listStaffOrders, staffOrder } from './staff-orders.service.ts';

const bearerOnly = [{ bearer: [] }];
/** A signed-in user, or a guest known by the visitor id (X-User-Hash) that placed the order. */
const bearerOrVisitor: Array<Record<string, string[]>> = [{ bearer: [] }, {}];
const PRIVATE = 'private, no-store';

/**
 * Orders: the shopper's list, one order, its repeat and its cancellation; the operators' list and
 * events. Every shopper route names an order by its public number (`number`, 12 random characters)
 * and looks it up with its owner, so another person's number, or an internal id, answers 404 exactly
 * like a number that does not exist. Staff routes take the id or the number.
 */
export function ordersRoutes(app: Api, deps: ApiDeps): void {
  registerOrderJobs(app, deps);
  orderPageRoutes(app, deps);
  // The two order lists write ~20 KB a page: a writer compiled from the contract instead of a zod
  // parse of every answer (core/compiled-serializer.ts; checked against the zod one under the tests).
  const listSerializer = compiledSerializerCompiler({ checkWithZod: deps.config.env === 'test' });

  app.get(
    '/v1/orders',
    {
      serializerCompiler: listSerializer,
      schema: {
        tags: ['orders'],
        summary:
          'The signed-in user’s orders, newest first: orders_status=in_progress (default) or finished; perPage (or per_page) 15 by default; after=meta.next_cursor reads the next page from the previous one’s last row',
        security: bearerOnly,
        querystring: ordersQuery,
        response: { 200: ordersList },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { orders_status, page, per_page, perPage, after } = request.query;
      reply.header('Cache-Control', PRIVATE);
      return listOwnOrders(deps, ownerKeyOf({ user, visitorId: request.visitorId }), { stage: orders_status, page, perPage: perPage ?? per_page, url: request.url, after }, request.lang);
    },
  );

  app.get(
    '/v1/orders/:number',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order by its public number, with its lines and history: the signed-in user’s own, or a guest’s placed with the same visitor id (X-User-Hash); anyone else’s is 404',
        security: bearerOrVisitor,
        params: orderNumberParams,
        response: { 200: orderDetailAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await ownOrder(deps, request.params.number, ownerKeyOf(request), request.lang) };
    },
  );

  app.get(
    '/v1/order/:number/repeat',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in user’s order as basket lines at today’s prices (counts capped at stock), and the lines that are no longer available; samples and gifts are not repeated',
        security: bearerOnly,
        params: orderNumberParams,
        response: { 200: repeatAnswer },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('Cache-Control', PRIVATE);
      const caller = { lang: request.lang, viewer: viewerOf(request) };
      return { data: await repeatOrder(deps, request.params.number, ownerKeyOf({ user, visitorId: request.visitorId }), caller) };
    },
  );

  app.post(
    '/v1/orders/:number/cancel',
    {
      config: { errorStatuses: [409] },
      schema: {
        tags: ['orders'],
        summary: 'Cancel one’s own order while it is new or awaiting payment (409 after that); its stock and bonuses go back',
        security: bearerOrVisitor,
        params: orderNumberParams,
        response: { 200: orderDetailAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await cancelOwnOrder(deps, request.params.number, ownerKeyOf(request), request.lang) };
    },
  );

  // The administrator and order managers only: every other user gets 403, a guest 401, before the
  // body is read (so a refused caller learns nothing of the body's rules).
  const staffOnly = { onRequest: staffGuard('orders') };
  app.get(
    '/v1/staff/orders',
    {
      ...staffOnly,
      config: { errorStatuses: [403] },
      serializerCompiler: listSerializer,
      schema: {
        tags: ['staff'],
        summary:
          'Every order: filters status, payment_status, delivery_method, from/to (Kyiv days), customer (name, phone or e-mail), number; sort; page or after (keyset: the previous page’s meta.next_cursor); the count stops at 1,000; a row is the list’s columns (the order’s lines, address and history are GET /v1/staff/orders/{id})',
        security: bearerOnly,
        querystring: staffOrdersQuery,
        response: { 200: staffOrdersList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return listStaffOrders(deps, request.query, request.url, request.lang);
    },
  );

  app.get(
    '/v1/staff/orders/:id',
    {
      ...staffOnly,
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: 'One order by its id or its public number: lines, amounts, customer, delivery, notes, LiqPay callbacks, history and the audit of staff changes',
        security: bearerOnly,
        params: staffOrderRefParams,
        response: { 200: staffOrderAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await staffOrder(deps, request.params.id, request.lang) };
    },
  );

  app.post(
    '/v1/staff/orders/:id/events',
    {
      ...staffOnly,
      config: { errorStatuses: [403, 404, 409, 502] },
      schema: {
        tags: ['staff'],
        summary:
          'Apply an event (confirm, ship, deliver, cancel, refund, invoice_paid) from the order’s `version` the caller saw: a stale version or an event the state does not allow is 409 and changes nothing; ship of a Nova Poshta delivery needs its waybill; a card refund goes through LiqPay (502 when LiqPay refuses)',
        security: bearerOnly,
        params: staffOrderRefParams,
        body: staffOrderEventBody,
        response: { 200: staffOrderAnswer },
      },
    },
    async (request, reply) => {
      const staff = requireRole(request, 'staff');
      reply.header('Cache-Control', PRIVATE);
      return { data: await applyStaffEvent(deps, request.params.id, request.body, staff.id, request.lang) };
    },
  );

  app.post(
    '/v1/staff/orders/:id/notes',
    {
      ...staffOnly,
      config: { errorStatuses: [403, 404, 409] },
      schema: {
        tags: ['staff'],
        summary: 'Add an internal note (staff only, never shown to the shopper) from the order’s `version` the caller saw; a stale version is 409',
        security: bearerOnly,
        params: staffOrderRefParams,
        body: staffOrderNoteBody,
        response: { 200: staffOrderAnswer },
      },
    },
    async (request, reply) => {
      const staff = requireRole(request, 'staff');
      reply.header('Cache-Control', PRIVATE);
      return { data: await addStaffNote(deps, request.params.id, request.body, staff.id, request.lang) };
    },
  );
}
