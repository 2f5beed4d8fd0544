/**
 * The shop's interface strings: a flat dictionary from GET /api/v1/translations
 * (`{ "header.search": "Поиск" }`), `{{name}}` placeholders, and plural forms as CLDR suffixes
 * (`_zero`, `_one`, `_few`, `_many`, `_other`) chosen by the platform's `Intl.PluralRules` for `ru`
 * and `uk`. See docs/decisions/0006-interface-strings-without-i18next.md for why this is not i18next.
 */
export interface TranslateOptions {
  /** Picks the plural form and fills `{{count}}`. */
  count?: number;
  /** What to show when the dictionary has no such key (instead of the key). */
  defaultValue?: string;
  /** Any other `{{placeholder}}` value. */
  [placeholder: string]: string | number | undefined;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  /** BCP 47 code of the interface language: `ru` or `uk`. */
  language: string;
  t: TFunction;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = options[name];
    return value === undefined ? whole : String(value);
  });
}

/** A translator over one dictionary. A missing key reads as the key itself, so a gap shows and is reported. */
export function createTranslator(language: string, dictionary: Readonly<Record<string, string>>): Translator {
  const lookup = (key: string): string | undefined => (Object.hasOwn(dictionary, key) ? dictionary[key] : undefined);

  function resolve(key: string, count: number | undefined): string | undefined {
    if (count === undefined) return lookup(key);
    return (
      (count === 0 ? lookup(`${key}_zero`) : undefined) ??
      lookup(`${key}_${pluralCategory(language, count)}`) ??
      lookup(`${key}_other`) ??
      lookup(key)
    );
  }

  const t: TFunction = (key, options) => {
    const text = resolve(key, options?.count);
    if (text === undefined) return options?.defaultValue ?? key;
    return options && text.includes('{{') ? interpolate(text, options) : text;
  };
  return { language, t };
}
