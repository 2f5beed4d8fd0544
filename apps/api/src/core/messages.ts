import type { ApiLanguage } from '@shop/contracts/i18n';
import { formatMessage } from '@shop/contracts/validation';

/**
 * Localised messages of the API: one table per domain, Russian and Ukrainian with the same keys,
 * read in the language of X-Localization. `:name` parameters are filled by contracts'
 * formatMessage, as the web does.
 *
 *     const authMessage = messageTable({ ru: { codeSent: 'Код отправлен' }, ua: { codeSent: 'Код надіслано' } });
 *     authMessage(request.lang, 'codeSent');
 */
export type MessageParams = Record<string, string | number>;

export type MessageReader<Key extends string> = (lang: ApiLanguage, key: Key, params?: MessageParams) => string;

/** The keys a table's reader takes: `type AuthMessage = MessageKey<typeof authMessage>`. */
export type MessageKey<Reader> = Reader extends MessageReader<infer Key> ? Key : never;

export function messageTable<const Ru extends Record<string, string>>(table: {
  ru: Ru;
  ua: Record<keyof Ru, string>;
}): MessageReader<Extract<keyof Ru, string>> {
  return (lang, key, params = {}) => formatMessage(table[lang][key], params);
}
