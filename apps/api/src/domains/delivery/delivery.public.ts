/**
 * What other domains may use of the delivery methods (docs/architecture.md: never another domain's
 * repository): the row of an active method and the SQL that reads it, which checkout's basket facts
 * embed so that a quote or an order reads its method in the same statement as its other facts.
 */
export { type DeliveryMethodRow, activeMethodQuery } from './delivery-methods.repository.ts';
