import { z } from 'zod';

/** A course certificate of a professional (SPEC §7 "User"), read by its owner only. */
export const certificate = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  course: z.string(),
  /** YYYY-MM-DD. */
  issuedOn: z.string(),
  /** The certificate as a PDF (API path). */
  pdfUrl: z.string(),
});
export type Certificate = z.infer<typeof certificate>;

export const certificateParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /v1/certificates/verify/{number} (public): only what proves the certificate, nothing else of its holder. */
export const certificateNumberParams = z.object({ number: z.string().trim().min(3).max(40).regex(/^[A-Za-z0-9-]+$/) });
export const certificateVerification = z.object({ number: z.string(), holder: z.string(), course: z.string(), issuedOn: z.string() });
export type CertificateVerification = z.infer<typeof certificateVerification>;
