import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { cyrillicToLatin, foldSearchText, latinToCyrillic, nameVariants, searchTerms, withinOneEdit } from './search-text.ts';

describe('foldSearchText', () => {
  it('folds і/и/ы/ї to и, є/е/э/ё to е and ґ to г', () => {
    expect(foldSearchText('Ії Ы')).toBe('ии и');
    expect(foldSearchText('Єдине Эко Ёлка')).toBe('едине еко елка');
    expect(foldSearchText('Ґрунт')).toBe('грунт');
    expect(foldSearchText('Гіалуронова')).toBe(foldSearchText('Гиалуронова'));
  });

  it('drops apostrophes of every form and the hard sign', () => {
    for (const word of ["об'єм", 'об’єм', 'обʼєм', 'об`єм', 'объем', 'обєм']) expect(foldSearchText(word)).toBe('обем');
  });

  it('turns punctuation and SQL or regex metacharacters into spaces', () => {
    expect(foldSearchText(`крем%_\\'"([*)]  для   лица!`)).toBe('крем для лица');
    expect(foldSearchText('%%%')).toBe('');
  });

  it('folds Latin y to i so Holy matches Holi', () => {
    expect(foldSearchText('HOLY Land')).toBe('holi land');
  });
});

describe('transliteration', () => {
  it('reads Latin brand names in Cyrillic by sound', () => {
    expect(foldSearchText(latinToCyrillic('Christina'))).toBe('кристина');
    expect(foldSearchText(latinToCyrillic('holi'))).toBe('холи');
    expect(foldSearchText(latinToCyrillic('Janssen'))).toBe('джанссен');
  });

  it('reads Cyrillic in Latin', () => {
    expect(cyrillicToLatin('холи ленд')).toBe('holi lend');
    expect(cyrillicToLatin('шелк')).toBe('shelk');
  });

  it('stores a brand in every script it may be typed in', () => {
    expect(nameVariants('Christina').split(' ')).toEqual(expect.arrayContaining(['christina', 'кристина']));
    expect(nameVariants('Холи Ленд').split(' ')).toEqual(expect.arrayContaining(['холи', 'ленд', 'holi', 'lend']));
  });
});

describe('searchTerms', () => {
  it('gives empty terms for empty, one-letter and punctuation-only queries', () => {
    for (const raw of [undefined, '', 'a', ' я ', '%', "'", '___']) expect(searchTerms(raw).text).toBe('');
  });

  it('cuts a 10,000-character query to 100 characters before folding', () => {
    const terms = searchTerms('к'.repeat(10_000));
    expect(terms.text).toHaveLength(100);
  });

  it('adds the other script readings of the query', () => {
    expect(searchTerms('кристина')).toEqual({ text: 'кристина', asCyrillic: 'кристина', asLatin: 'kristina', asSpoken: 'кристина', words: [['кристина']] });
    expect(searchTerms('Holy')).toEqual({ text: 'holi', asCyrillic: 'холи', asLatin: 'holi', asSpoken: 'холи', words: [['holi', 'холи']] });
  });

  it('reads an «а» inside a word as the «о» it often stands for, leaving first and last letters', () => {
    expect(searchTerms('сыворатка').asSpoken).toBe('сиворотка');
    expect(searchTerms('маска алоэ').asSpoken).toBe('моска алое');
  });
});

describe('query words', () => {
  it('keeps the words that matter, each with its readings, and leaves joining words out', () => {
    expect(searchTerms('Маска для лиця').words).toEqual([['маска'], ['лиця']]);
    expect(searchTerms('krem s retinolom').words).toEqual([['krem', 'крем'], ['retinolom', 'ретинолом']]);
    expect(searchTerms('SPF 50').words).toEqual([['spf'], ['50']]);
    expect(searchTerms('reew').words).toEqual([['reew']]);
  });

  it('keeps a query of joining words only as one word', () => {
    expect(searchTerms('для').words).toEqual([['для']]);
  });
});

describe('withinOneEdit', () => {
  it('accepts one letter dropped, added, changed or two neighbours swapped', () => {
    expect(withinOneEdit('сивротка', 'сиворотка')).toBe(true);
    expect(withinOneEdit('сиворотка', 'сивротка')).toBe(true);
    expect(withinOneEdit('сиворотока', 'сиворотка')).toBe(true);
    expect(withinOneEdit('сиворатка', 'сиворотка')).toBe(true);
    expect(withinOneEdit('сиовротка', 'сиворотка')).toBe(true);
    expect(withinOneEdit('иворотка', 'сиворотка')).toBe(true);
    expect(withinOneEdit('сиворотк', 'сиворотка')).toBe(true);
  });

  it('refuses equal words and words two edits apart', () => {
    expect(withinOneEdit('крем', 'крем')).toBe(false);
    expect(withinOneEdit('сврткаа', 'сиворотка')).toBe(false);
    expect(withinOneEdit('маска', 'масло')).toBe(false);
    expect(withinOneEdit('абвг', 'бавг ')).toBe(false);
  });
});

describe('shop_fold in SQL agrees with foldSearchText', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL || null, pgliteDir: 'memory://' });
    await runMigrations(database);
  });
  afterAll(() => database?.close());

  it.each([
    "Об'єм і Ґрунт",
    'ЁЛКИ-ПАЛКИ: Эко!',
    'HOLY LAND Youth Serum 50ml',
    'Крем   для лица (SPF 50+)',
    'Гіалуронова кислота «Хіт» №1',
    'Объём ЪЫ',
  ])('%s', async (input) => {
    const { rows } = await database.db.execute<{ folded: string }>(sql`select shop_fold(${input}) as folded`);
    expect(rows[0].folded).toBe(foldSearchText(input));
  });
});
