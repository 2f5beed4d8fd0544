/**
 * What other domains and the demo seed may use of the warehouse: the move a delivered distributor's
 * order becomes, and recording moves and sales (each keeps the leftovers in step).
 */
export { insertMove, insertSale, moveDeliveredOrder } from './warehouse.repository.ts';
export { storageVersion } from './storage-version.ts';
