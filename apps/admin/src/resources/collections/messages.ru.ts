import { seriesFieldsRu } from '../series/messages.ru.ts';

/** The collections screen's words in Russian. */
export const collectionsRu = { name: 'Коллекция |||| Коллекции', search: 'Название или адрес', fields: seriesFieldsRu };
