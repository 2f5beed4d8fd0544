import { z } from 'zod';
import { int32IdParam } from './bounds.ts';

/** SPEC §7 "Content and shared": the FAQ, cooperation terms and webinar themes. HTML fields are sanitised. */

export const faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faq>;

export const cooperationTermSummary = z.object({ id: z.number().int(), title: z.string(), summary: z.string() });
export const cooperationTerm = cooperationTermSummary.extend({ body: z.string() });
export type CooperationTerm = z.infer<typeof cooperationTerm>;

export const webinarTheme = z.object({ id: z.number().int(), title: z.string(), description: z.string() });
export type WebinarTheme = z.infer<typeof webinarTheme>;

export const contentIdParams = z.object({ id: int32IdParam });
