/**
 * An order's public number (migration 0023): 12 random characters of an alphabet without look-alikes
 * (no 0/O, 1/I), 60 random bits. Shoppers' routes, answers, letters and invoices name an order by it;
 * the sequential id stays internal (staff routes take either).
 *
 * A module of its own, free of zod, because every page's shell reads LiqPay's return query with it:
 * importing it from `orders.ts` put zod and the order contracts into every page's script.
 */
export const ORDER_NUMBER = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{12}$/;
export const isOrderNumber = (value: string): boolean => ORDER_NUMBER.test(value);
