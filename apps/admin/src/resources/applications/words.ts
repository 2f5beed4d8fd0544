import { useTranslate } from 'react-admin';

/** This screen's resource name: the API collection `/v1/staff/professional-applications` and `/admin/professional-applications/<id>/show`. */
export const APPLICATIONS = 'professional-applications';

/** The screen's own words (`resources.professional-applications.*`, messages.ru.ts and messages.ua.ts). */
export function useWords() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`resources.${APPLICATIONS}.${key}`, options);
}
