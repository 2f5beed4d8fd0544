import { z } from 'zod';

/**
 * The distributor's storage report (SPEC §7 "Remainings", issue 28): sales and stock over a chosen
 * period, by day, by brand and by product. Money is in hryvnias with kopecks (two decimals).
 */

/** The longest period one report covers (a year and a day, so a whole year with both ends fits). */
export const REPORT_MAX_DAYS = 366;
/** Products listed in the report's answer (the best sold first); the .xlsx holds them all. */
export const REPORT_TABLE_ROWS = 100;
/** The periods the report page offers in one click. */
export const REPORT_PRESETS = [7, 30, 90] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string()
  .regex(ISO_DATE)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value))
  .meta({ description: 'A day, YYYY-MM-DD (Kyiv time)', example: '2026-03-01' });

export const reportQuery = z.object({ from: isoDate, to: isoDate });
export type ReportQuery = z.infer<typeof reportQuery>;

const sold = { count: z.number().int(), sum: z.number() };

export const reportAnswer = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    totals: z.object({ ...sold, stock_units: z.number().int() }),
    /** Every day of the period, also those without sales. */
    days: z.array(z.object({ day: z.string(), ...sold })),
    /** Brands sold in the period, the most sold (by sum) first. */
    brands: z.array(z.object({ brand: z.string(), ...sold })),
    /** Variants sold in the period or held now, however many `products` shows. */
    products_count: z.number().int(),
    /** The first REPORT_TABLE_ROWS variants sold in the period or held now, the most sold (by sum) first. */
    products: z.array(
      z.object({
        product_price_id: z.number().int(),
        title: z.string(),
        variant: z.string(),
        article: z.string(),
        brand: z.string(),
        sold_count: z.number().int(),
        sold_sum: z.number(),
        quantity: z.number().int(),
      }),
    ),
  }),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
export type ReportData = ReportAnswer['data'];

/** POST /v1/remainings/send-report: where the letter went. */
export const sendReportAnswer = z.object({ data: z.object({ email: z.string() }), message: z.string() });

/** Today's day in Kyiv, YYYY-MM-DD. */
export function kyivToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day `days` before `day` (YYYY-MM-DD arithmetic in UTC, which has no daylight saving). */
export function shiftDay(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The period of a preset: the last `days` days ending today (both ends included). */
export function presetPeriod(days: number, today: string = kyivToday()): ReportQuery {
  return { from: shiftDay(today, -(days - 1)), to: today };
}

/** Days in a period, both ends included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
