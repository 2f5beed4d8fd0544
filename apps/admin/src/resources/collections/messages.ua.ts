import { seriesFieldsUa } from '../series/messages.ua.ts';

/** The collections screen's words in Ukrainian. */
export const collectionsUa = { name: 'Колекція |||| Колекції', search: 'Назва або адреса', fields: seriesFieldsUa };
