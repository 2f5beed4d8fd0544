import { redirect } from 'react-router';
import type { Seminar, SeminarFilter, SeminarFilterType, SeminarPeriod } from '@shop/contracts/seminars';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { assertPageExists } from '../../seo/list-page.ts';

/** The filters a visitor chose, as the page's query names them (`month` is `YYYY-MM`). */
export type SeminarChoices = Partial<Record<Exclude<SeminarFilterType, never>, string>>;

export interface SeminarsData {
  when: SeminarPeriod;
  choices: SeminarChoices;
  seminars: Seminar[];
  page: number;
  lastPage: number;
  total: number;
  filters: SeminarFilter[];
}

const CHOICE_KEYS: SeminarFilterType[] = ['city', 'brand', 'format', 'speaker', 'month'];
export const SEMINARS_PAGE_SIZE = 9;

/** The page's query as the list's: a month becomes its first and last day. */
export function readChoices(search: URLSearchParams): { when: SeminarPeriod; choices: SeminarChoices } {
  const when: SeminarPeriod = search.get('when') === 'past' ? 'past' : 'coming';
  const choices: SeminarChoices = {};
  for (const key of CHOICE_KEYS) {
    const value = search.get(key)?.trim();
    if (value) choices[key] = value;
  }
  return { when, choices };
}

function monthRange(month: string): { date_from?: string; date_to?: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return { date_from: month };
  const last = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  return { date_from: `${month}-01`, date_to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The query string that keeps the chosen period and filters on the page's links (paging). */
export function choicesSearch(when: SeminarPeriod, choices: SeminarChoices): string {
  const params = new URLSearchParams();
  if (when === 'past') params.set('when', 'past');
  for (const key of CHOICE_KEYS) if (choices[key]) params.set(key, choices[key] as string);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * One page of seminars and every filter's options, asked for together. A filter value the API refuses
 * (a link edited by hand) sends the visitor to the same period without filters.
 */
export async function loadSeminars(api: ApiClient, page: number, search: URLSearchParams, basePath: string): Promise<SeminarsData> {
  const { when, choices } = readChoices(search);
  const { month, ...rest } = choices;
  try {
    const [list, filters] = await Promise.all([
      api.get<{ data: Seminar[]; meta: { last_page: number; total: number } }>('/v1/seminars', {
        when,
        page,
        per_page: SEMINARS_PAGE_SIZE,
        ...rest,
        ...(month ? monthRange(month) : {}),
      }),
      api.get<{ data: SeminarFilter[] }>('/v1/seminars/filters', { when }).then((r) => r.data),
    ]);
    assertPageExists(page, list.meta.last_page);
    return { when, choices, seminars: list.data, page, lastPage: list.meta.last_page, total: list.meta.total, filters };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) throw redirect(`${basePath}${when === 'past' ? '?when=past' : ''}`);
    throw error;
  }
}
