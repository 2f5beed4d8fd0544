import type { z } from 'zod';
import { applicationFormBody, contactFormBody, feedbackFormBody, formAnswer, messengerFormBody } from '@shop/contracts/forms';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import type { FormKind } from '../../db/schema/index.ts';
import { submitForm } from './forms.service.ts';

const FORMS: Array<{ path: string; kind: FormKind; body: z.ZodType<Record<string, string | undefined>>; summary: string }> = [
  { path: '/v1/store_contact_form', kind: 'contact', body: contactFormBody, summary: 'The contact page form' },
  { path: '/v1/store_feedback_form', kind: 'feedback', body: feedbackFormBody, summary: 'Feedback about the shop' },
  { path: '/v1/user_requests', kind: 'application', body: applicationFormBody, summary: 'The application form (name, name_and_address, phone)' },
  { path: '/v1/messenger_requests', kind: 'messenger', body: messengerFormBody, summary: 'The messenger form (name, last_name, phone, email)' },
];

/** Service forms: each answers 201 with a thank-you text; the submission reaches the shop by e-mail. */
export function formsRoutes(app: Api, deps: ApiDeps): void {
  for (const form of FORMS) {
    app.post(
      form.path,
      { schema: { tags: ['forms'], summary: form.summary, body: form.body, response: { 201: formAnswer } } },
      async (request, reply) => {
        const { message } = await submitForm(deps, form.kind, request.body as Record<string, string | undefined>, {
          lang: request.lang,
          ip: request.ip,
          userId: request.user?.id ?? null,
        });
        return reply.status(201).send({ data: { message } });
      },
    );
  }
}
