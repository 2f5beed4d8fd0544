/** What other domains may use of the warehouse: the move a delivered distributor's order becomes. */
export { moveDeliveredOrder } from './warehouse.repository.ts';
