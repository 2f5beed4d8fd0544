import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from './database-unavailable.ts';
import { type MessageKey, messageTable } from './messages.ts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { localizeIssues } from '@shop/contracts/validation';
import { toApiLanguage, type ApiLanguage } from '@shop/contracts/i18n';

/** An error a service throws on purpose: it becomes `{ message, errors }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 422 with per-field messages, as a form expects. */
export function validationError(lang: ApiLanguage, errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, first ?? genericMessage(lang, 'validation'), errors);
}

/** The error handler's own messages and the refusals every route shares. */
export const genericMessage = messageTable({
  ru: {
    validation: 'Проверьте правильность заполнения полей',
    badJson: 'Тело запроса не является корректным JSON',
    tooLarge: 'Слишком большой запрос',
    mediaType: 'Неподдерживаемый тип содержимого',
    notFound: 'Не найдено',
    methodNotAllowed: 'Метод не поддерживается для этого адреса',
    tooMany: 'Слишком много запросов, попробуйте позже',
    server: 'Внутренняя ошибка сервера, попробуйте позже',
    unavailable: 'Сервис временно недоступен, повторите через несколько секунд',
    badRequest: 'Некорректный запрос',
    forbidden: 'Доступ к странице или ресурсу запрещён',
    unauthenticated: 'Необходимо войти в аккаунт',
  },
  ua: {
    validation: 'Перевірте правильність заповнення полів',
    badJson: 'Тіло запиту не є коректним JSON',
    tooLarge: 'Завеликий запит',
    mediaType: 'Непідтримуваний тип вмісту',
    notFound: 'Не знайдено',
    methodNotAllowed: 'Метод не підтримується для цієї адреси',
    tooMany: 'Забагато запитів, спробуйте пізніше',
    server: 'Внутрішня помилка сервера, спробуйте пізніше',
    unavailable: 'Сервіс тимчасово недоступний, повторіть за кілька секунд',
    badRequest: 'Некоректний запит',
    forbidden: 'Доступ до сторінки чи ресурсу заборонено',
    unauthenticated: 'Необхідно увійти в акаунт',
  },
});

type GenericMessage = MessageKey<typeof genericMessage>;

const CLIENT_ERROR_CODES: Record<string, { status: number; key: GenericMessage }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'badJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'badJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'tooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'mediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'badRequest' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, key: 'badRequest' },
};

/**
 * Errors of the multipart reader (@fastify/busboy) about a body that is not the multipart it claims
 * to be: no boundary, an empty or over-long one (its search needle), a body that ends early. Busboy
 * gives them no code, so they are told by their messages.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot (be an empty|have a length bigger))/;

/**
 * PostgreSQL's answers to values it cannot hold (NUL or bad bytes in text, numbers out of a column's
 * range, text too long). The contracts bound every input first; one that slips through is still the
 * client's input, so it is a 400, logged for the contract to be tightened.
 */
const UNSTORABLE_VALUE_CODES = new Set(['22021', '22P05', '22003', '22001', '22P02']);

function unstorableValue(error: unknown): boolean {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 4; cause = cause.cause as typeof cause, depth++) {
    if (typeof cause.code === 'string' && UNSTORABLE_VALUE_CODES.has(cause.code)) return true;
  }
  return false;
}

function languageOf(request: { headers: Record<string, unknown> }): ApiLanguage {
  const header = request.headers['x-localization'];
  return toApiLanguage(Array.isArray(header) ? header[0] : (header as string | undefined));
}

/**
 * Fastify's `frameworkErrors`: a request target the router cannot decode (`/%FF`, `//host%2f` forms
 * with bad escapes) answers 400 in the shop's envelope, before any route or hook ran.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(request);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, { message: genericMessage(lang, status === 404 ? 'notFound' : 'badRequest') });
}

function send(reply: FastifyReply, status: number, body: { message: string; errors?: Record<string, string[]> }) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** At most this many unknown keys are named in a 422; the rest are reported once under `_`. */
export const UNKNOWN_KEYS_REPORTED = 3;
/** Only short, plain key names are named back; anything else would echo the sender's input. */
const REPORTABLE_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/**
 * A body with thousands of unknown keys must not get an answer naming every one (250 KB in gave
 * 890 KB out): a few plain names are reported, any others only as one message on `_`.
 */
function boundUnknownKeys(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'unrecognized_keys') return issue;
  const named = issue.keys.filter((key) => REPORTABLE_KEY.test(key)).slice(0, UNKNOWN_KEYS_REPORTED);
  return { ...issue, keys: named.length < issue.keys.length ? [...named, '_'] : named };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'ru';
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, { message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod spreads each zod issue into `params` without path, code and message,
      // and zod drops the input: take it from the request so "required" and "invalid" stay apart.
      const source = (request as unknown as Record<string, unknown>)[error.validationContext ?? 'body'];
      const issues = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        const input = path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
        return { input, ...v.params, code: v.keyword, message: v.message, path } as unknown as z.core.$ZodIssue;
      });
      // Query and path parameters that fail are not the user's typing: answer 400, not a form error.
      const isBody = error.validationContext === 'body';
      const errors = localizeIssues(issues.map(boundUnknownKeys), lang);
      const first = Object.values(errors)[0]?.[0] ?? genericMessage(lang, 'validation');
      return send(reply, isBody ? 422 : 400, { message: first, errors });
    }
    if (!error.code && !error.statusCode && MALFORMED_MULTIPART.test(error.message ?? '')) {
      return send(reply, 400, { message: genericMessage(lang, 'badRequest') });
    }
    if (unstorableValue(error)) {
      request.log.warn({ err: error }, 'an input the contract allowed does not fit its column');
      return send(reply, 400, { message: genericMessage(lang, 'badRequest') });
    }
    const known = error.code ? CLIENT_ERROR_CODES[error.code] : undefined;
    if (known) return send(reply, known.status, { message: genericMessage(lang, known.key) });
    if (error.statusCode === 429) {
      return send(reply, 429, { message: genericMessage(lang, 'tooMany') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      return send(reply, error.statusCode, { message: error.statusCode === 404 ? genericMessage(lang, 'notFound') : genericMessage(lang, 'badRequest') });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database did not answer: 503');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return send(reply, 503, { message: genericMessage(lang, 'unavailable') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { message: genericMessage(lang, 'server') });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { message: genericMessage(request.lang ?? 'ru', 'notFound') }),
  );
}
