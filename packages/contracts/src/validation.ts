import type { z } from 'zod';
import type { ApiLanguage } from './i18n.ts';

/** A message that depends on the number it names, by CLDR plural category (ru and uk: one, few, many, other). */
export type PluralMessage = Record<Intl.LDMLPluralRule, string> | Pick<Record<Intl.LDMLPluralRule, string>, 'one' | 'few' | 'many' | 'other'>;

const lengthMessage = (prefix: string, forms: { one: string; few: string; many: string }): PluralMessage => ({
  one: `${prefix} :count ${forms.one}`,
  few: `${prefix} :count ${forms.few}`,
  many: `${prefix} :count ${forms.many}`,
  other: `${prefix} :count ${forms.few}`,
});
const RU_CHARACTERS = { one: 'символ', few: 'символа', many: 'символов' };
const UA_CHARACTERS = { one: 'символ', few: 'символи', many: 'символів' };

/**
 * Localised messages for failed rules (SPEC §5). Schemas name a message by key
 * (`{ error: 'validation.confirmed' }`); rules without one are named by their zod issue code.
 * `:count` is replaced with the bound of the rule, and the words after it agree with it.
 */
export const VALIDATION_MESSAGES: Record<ApiLanguage, Record<string, string | PluralMessage>> = {
  ru: {
    'validation.required': 'Поле обязательно для заполнения',
    'validation.min': lengthMessage('Минимальная длина —', RU_CHARACTERS),
    'validation.max': lengthMessage('Максимальная длина —', RU_CHARACTERS),
    'validation.min_value': 'Значение должно быть не меньше :count',
    'validation.max_value': 'Значение должно быть не больше :count',
    'validation.email': 'Введите корректный e-mail',
    'validation.confirmed': 'Пароли не совпадают',
    'validation.agreement': 'Необходимо согласиться с условиями',
    'validation.invalid': 'Некорректное значение',
    'validation.integer': 'Введите целое число',
    'validation.unknown_field': 'Неизвестное поле',
    'validation.phone': 'Введите номер телефона в формате +380XXXXXXXXX',
    'validation.exists': 'Выбранное значение не найдено',
    'validation.basket_empty': 'В корзине нет товаров',
  },
  ua: {
    'validation.required': "Поле обов'язкове для заповнення",
    'validation.min': lengthMessage('Мінімальна довжина —', UA_CHARACTERS),
    'validation.max': lengthMessage('Максимальна довжина —', UA_CHARACTERS),
    'validation.min_value': 'Значення має бути не менше :count',
    'validation.max_value': 'Значення має бути не більше :count',
    'validation.email': 'Введіть коректний e-mail',
    'validation.confirmed': 'Паролі не збігаються',
    'validation.agreement': 'Необхідно погодитися з умовами',
    'validation.invalid': 'Некоректне значення',
    'validation.integer': 'Введіть ціле число',
    'validation.unknown_field': 'Невідоме поле',
    'validation.phone': 'Введіть номер телефону у форматі +380XXXXXXXXX',
    'validation.exists': 'Вибране значення не знайдено',
    'validation.basket_empty': 'У кошику немає товарів',
  },
};

const pluralRules: Record<ApiLanguage, Intl.PluralRules> = { ru: new Intl.PluralRules('ru'), ua: new Intl.PluralRules('uk') };

/** The form of a message for its `count` (the `other` form when there is no count). */
export function pluralForm(message: string | PluralMessage, lang: ApiLanguage, count: number | undefined): string {
  if (typeof message === 'string') return message;
  const category = count === undefined ? 'other' : pluralRules[lang].select(count);
  return (message as Partial<Record<Intl.LDMLPluralRule, string>>)[category] ?? message.other;
}

export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:(\w+)/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Key and parameters of the message for one zod issue. */
export function issueMessageKey(issue: z.core.$ZodIssue): { key: string; params: Record<string, number> } {
  if (issue.message?.startsWith('validation.')) {
    const bound = 'minimum' in issue ? Number(issue.minimum) : 'maximum' in issue ? Number(issue.maximum) : undefined;
    return { key: issue.message, params: bound === undefined ? {} : { count: bound } };
  }
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid', params: {} };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 && (issue.input === '' || issue.input === undefined)
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.min', params: { count: Number(issue.minimum) } };
      }
      return { key: 'validation.min_value', params: { count: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.max', params: { count: Number(issue.maximum) } }
        : { key: 'validation.max_value', params: { count: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid', params: {} };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

/** A validation message by key, in the form that agrees with `count` and with `:count` filled in. */
export function validationMessage(lang: ApiLanguage, key: string, count?: number): string {
  const message = VALIDATION_MESSAGES[lang][key] ?? VALIDATION_MESSAGES[lang]['validation.invalid'];
  return formatMessage(pluralForm(message, lang, count), count === undefined ? {} : { count });
}

export function localizeIssue(issue: z.core.$ZodIssue, lang: ApiLanguage): string {
  const { key, params } = issueMessageKey(issue);
  return validationMessage(lang, key, params.count);
}

/** Per-field messages in the error envelope's shape: `{ "email": ["…"] }`. */
export function localizeIssues(issues: readonly z.core.$ZodIssue[], lang: ApiLanguage): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const fields =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => [...issue.path, k].join('.'))
        : [issue.path.length ? issue.path.join('.') : '_'];
    for (const field of fields) {
      const message = localizeIssue(issue, lang);
      const list = (errors[field] ??= []);
      if (!list.includes(message)) list.push(message);
    }
  }
  return errors;
}
