import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';

/**
 * A date (and time) as staff read it: in the interface's language and on Kyiv's clock, whatever the
 * browser's own settings (react-admin's DateField alone follows the browser: 11/29/2026, 5:17 AM).
 */
export function KyivDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return (
    <DateField
      {...props}
      locales={locale === 'ua' ? 'uk-UA' : 'ru-RU'}
      options={{ timeZone: 'Europe/Kyiv', dateStyle: 'short', ...(props.showTime ? { timeStyle: 'short' } : {}) }}
    />
  );
}
