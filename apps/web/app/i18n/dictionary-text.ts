import type { Translations } from '@shop/contracts/content';

/**
 * The dictionary travels in the root loader's data as JSON text rather than as an object.
 *
 * It is about 33 KB and a thousand keys: React Router's hydration encoder walks an object key by
 * key on every server render, and the browser decodes it back the same way while the page starts.
 * As one string it is written, sent and read in one piece; `JSON.parse` is native and fast.
 */
const textByDictionary = new WeakMap<Translations, string>();

/** The dictionary as JSON text; the root loader shares one dictionary object for a few seconds, so one text too. */
export function dictionaryText(dictionary: Translations | null): string | null {
  if (!dictionary) return null;
  let text = textByDictionary.get(dictionary);
  if (text === undefined) {
    text = JSON.stringify(dictionary);
    textByDictionary.set(dictionary, text);
  }
  return text;
}

/** Dictionaries read lately, by their text: one per language is enough. */
const dictionaryByText = new Map<string, Translations>();
const KEEP = 2;

/** The dictionary back from its text, parsed once and then reused (server renders share the text). */
export function readDictionary(text: string | null | undefined): Translations | null {
  if (!text) return null;
  let dictionary = dictionaryByText.get(text);
  if (!dictionary) {
    dictionary = JSON.parse(text) as Translations;
    dictionaryByText.set(text, dictionary);
    if (dictionaryByText.size > KEEP) dictionaryByText.delete(dictionaryByText.keys().next().value as string);
  }
  return dictionary;
}
