import { useTranslate } from 'react-admin';

/** This screen's resource name: the API collection `/v1/staff/moderation` and `/admin/moderation`. */
export const MODERATION = 'moderation';

/** The screen's own words (`resources.moderation.*`, messages.ru.ts and messages.ua.ts). */
export function useWords() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`resources.${MODERATION}.${key}`, options);
}
