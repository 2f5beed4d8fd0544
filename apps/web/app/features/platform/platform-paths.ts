import type { ApiLanguage } from '@shop/contracts/i18n';
import { localePath } from '../../lib/language.ts';

/** The platform's page addresses in the page's language (SPEC §2: webinar/{id}/, its quiz and result). */
export const platformPaths = {
  courses: (lang: ApiLanguage, themeId?: number) => localePath(`/platform/courses/${themeId ? `?theme=${themeId}` : ''}`, lang),
  webinar: (lang: ApiLanguage, id: number) => localePath(`/platform/webinar/${id}/`, lang),
  quiz: (lang: ApiLanguage, id: number) => localePath(`/platform/webinar/${id}/quiz/`, lang),
  result: (lang: ApiLanguage, id: number) => localePath(`/platform/webinar/${id}/quiz-result/`, lang),
};
