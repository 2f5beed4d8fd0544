import type { ApiLanguage } from '@shop/contracts/i18n';
import { REPORT_MAX_DAYS, REPORT_TABLE_ROWS, reportAnswer, type ReportData, type ReportQuery, kyivToday, periodDays } from '@shop/contracts/distributor-report';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import { findUserById } from '../users/users.public.ts';
import { reportsMessage } from './distributor-reports.messages.ts';
import { storageVersion } from '../warehouse/warehouse.public.ts';
import { findSalesDocument, leftoverRows, salesReport } from './distributor-reports.repository.ts';
import { cachedJson } from '../../core/answer-cache.ts';
import { reportLinkUrl } from './report-link.ts';
import { leftoversXlsx, salesReportXlsx } from './report-xlsx.ts';
import { renderSalesDocumentPdf } from './sales-document-pdf.ts';

/**
 * The distributor's reports: the sales and stock report of a period (as JSON and as .xlsx), the
 * leftovers file and its letter, and a sales document's PDF. Every function takes the distributor
 * the caller acts for, which the routes' guard has already settled (a manager acts for its distributor).
 */

/** Letters with the leftovers report: a few an hour per distributor, so the button cannot flood a mailbox. */
export const SEND_REPORT_LIMIT: RateLimit = { name: 'remainings-letter', max: 3, windowSeconds: 3600 };

const toHryvnias = (kopecks: number) => Math.round(kopecks) / 100;

/** 422 for a period whose ends are reversed or that is longer than a report covers. */
export function checkPeriod(lang: ApiLanguage, period: ReportQuery): void {
  if (period.from > period.to) throw validationError(lang, { to: [reportsMessage(lang, 'rangeOrder')] });
  if (periodDays(period.from, period.to) > REPORT_MAX_DAYS) {
    throw validationError(lang, { from: [reportsMessage(lang, 'rangeLength', { days: REPORT_MAX_DAYS })] });
  }
}

/** How long a report stays cached; a sale or a move makes a new version long before that. */
const REPORT_TTL_S = 600;

/**
 * The report's answer as ready JSON. It is cached under the storage's version (its last sale and
 * move) and the catalogue's (the names in it): a new sale or move is in the next report at once, and
 * reading the same report again costs one index look-up instead of summing the period's sales.
 */
export async function distributorReport(deps: ApiDeps, distributorId: number, period: ReportQuery, lang: ApiLanguage): Promise<Buffer> {
  checkPeriod(lang, period);
  const version = await storageVersion(deps.database, distributorId);
  const key = `storage-report:${distributorId}:${version}:${period.from}:${period.to}:${lang}`;
  return cachedJson(deps.cache, key, REPORT_TTL_S, reportAnswer, async () => ({ data: reportData(await salesReport(deps.database, distributorId, period, lang)) }));
}

function reportData(report: Awaited<ReturnType<typeof salesReport>>): ReportData {
  return {
    from: report.from,
    to: report.to,
    totals: { count: report.totals.count, sum: toHryvnias(report.totals.sum), stock_units: report.totals.stockUnits },
    days: report.days.map((d) => ({ day: d.day, count: d.count, sum: toHryvnias(d.sum) })),
    brands: report.brands.map((b) => ({ brand: b.brand, count: b.count, sum: toHryvnias(b.sum) })),
    products_count: report.products.length,
    products: report.products.slice(0, REPORT_TABLE_ROWS).map((p) => ({
      product_price_id: p.productPriceId,
      title: p.title,
      variant: p.variant,
      article: p.article,
      brand: p.brand,
      sold_count: p.soldCount,
      sold_sum: toHryvnias(p.soldSum),
      quantity: p.quantity,
    })),
  };
}

export async function distributorReportXlsx(deps: ApiDeps, distributorId: number, period: ReportQuery, lang: ApiLanguage): Promise<Buffer> {
  checkPeriod(lang, period);
  return salesReportXlsx(await salesReport(deps.database, distributorId, period, lang), lang);
}

const dayMonthYear = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export async function leftoversFile(deps: ApiDeps, distributorId: number, lang: ApiLanguage): Promise<Buffer> {
  const rows = await leftoverRows(deps.database, distributorId, lang);
  return leftoversXlsx(rows, lang, dayMonthYear(kyivToday()));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Mails the leftovers report to the distributor's own address through the outbox: the mailer sends
 * no attachments, so the letter carries a signed link to the .xlsx that works for 7 days.
 */
export async function sendLeftoversReport(deps: ApiDeps, distributorId: number, lang: ApiLanguage): Promise<{ email: string; message: string }> {
  const distributor = await findUserById(deps.database.db, distributorId);
  if (!distributor?.email) throw new HttpError(404, reportsMessage(lang, 'documentMissing'));
  await enforce(deps.limits, lang, [{ limit: SEND_REPORT_LIMIT, subject: String(distributorId) }]);
  const rows = await leftoverRows(deps.database, distributorId, lang);
  const units = rows.reduce((sum, row) => sum + row.quantity, 0);
  const t = (key: Parameters<typeof reportsMessage>[1], params?: Record<string, string | number>) => reportsMessage(lang, key, params);
  const link = reportLinkUrl(deps.config, distributorId);
  const intro = t('letterIntro', { date: dayMonthYear(kyivToday()), count: rows.length, units });
  await accountProviders(deps).mailer.send({
    to: distributor.email,
    subject: t('letterSubject'),
    text: `${intro}\n\n${t('letterLink')}\n${link}\n\n${t('letterNote')}\n`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(t('letterLink'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t('letterNote'))}</p>`,
  });
  return { email: distributor.email, message: t('sent', { email: distributor.email }) };
}

/** A sales document of the distributor as PDF; another distributor's document is 404, as a missing one. */
export async function salesDocumentPdf(deps: ApiDeps, distributorId: number, documentId: number, lang: ApiLanguage): Promise<{ number: string; pdf: Buffer }> {
  const document = await findSalesDocument(deps.database, distributorId, documentId);
  if (!document) throw new HttpError(404, reportsMessage(lang, 'documentMissing'));
  return { number: document.number, pdf: await renderSalesDocumentPdf(document) };
}
