import { describe, expect, it } from 'vitest';
import { dictionaryText, readDictionary } from './dictionary-text.ts';

describe('dictionary text', () => {
  it('travels as JSON text and reads back to the same strings', () => {
    const dictionary = { 'shell.search': 'Поиск', 'a.b': 'Кавычки " и </script>' };
    const text = dictionaryText(dictionary);
    expect(typeof text).toBe('string');
    expect(readDictionary(text)).toEqual(dictionary);
  });

  it('writes a shared dictionary once and reads a text once', () => {
    const dictionary = { key: 'значение' };
    expect(dictionaryText(dictionary)).toBe(dictionaryText(dictionary));
    const text = dictionaryText(dictionary);
    expect(readDictionary(text)).toBe(readDictionary(text));
  });

  it('has nothing to read without a dictionary', () => {
    expect(dictionaryText(null)).toBeNull();
    expect(readDictionary(null)).toBeNull();
    expect(readDictionary('')).toBeNull();
  });
});
