/**
 * What other domains may use of the delivery methods (docs/architecture.md: never another domain's
 * repository): the row of an active method and the SQL that reads it, which checkout's basket facts
 * embed so that a quote or an order reads its method in the same statement as its other facts; and
 * an order's town and department named in another language (the Ukrainian invoice).
 */
export { type DeliveryMethodRow, activeMethodQuery } from './delivery-methods.repository.ts';
export { destinationNamesIn, type StoredDestination } from './destination-names.ts';
