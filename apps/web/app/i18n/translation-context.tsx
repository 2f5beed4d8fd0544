import { Children, cloneElement, createContext, isValidElement, type ReactElement, type ReactNode, useContext } from 'react';
import { createTranslator, type TranslateOptions, type Translator } from './translator.ts';

const EMPTY = createTranslator('ru', {});
const TranslationContext = createContext<Translator>(EMPTY);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslationContext value={translator}>{children}</TranslationContext>;
}

/** `t` for the page's language, and the language itself (for dates and numbers). */
export function useTranslation(): Translator {
  return useContext(TranslationContext);
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A string with markup in it: each `<name>text</name>` becomes the element given for `name`, with
 * the text as its children, e.g. "I accept the <offer>public offer</offer>" with a link as `offer`.
 */
export function Trans({ i18nKey, values, components }: { i18nKey: string; values?: TranslateOptions; components: Record<string, ReactElement> }) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match;
    parts.push(text.slice(last, match.index));
    const component = components[name];
    parts.push(isValidElement(component) ? cloneElement(component, { key: parts.length }, inner) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{Children.toArray(parts)}</>;
}
