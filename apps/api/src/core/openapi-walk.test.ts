import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, uniqueIp } from '../domains/auth/auth.test-support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Walks every operation of the published OpenAPI document with input generated from the document
 * itself, valid and invalid (path parameters, queries, headers, JSON and multipart bodies), and checks
 * each answer against the document: never a 5xx, every status documented, every body of the shape
 * documented for its status.
 */

type Schema = OpenAPIV3.SchemaObject;
type Operation = OpenAPIV3.OperationObject & { method: string; path: string };

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));

let t: TestApp;
let doc: OpenAPIV3.Document;
const operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  doc = t.app.swagger() as OpenAPIV3.Document;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (typeof op === 'object' && op && 'responses' in op) operations.push({ ...(op as OpenAPIV3.OperationObject), method: method.toUpperCase(), path });
    }
  }
});
afterAll(async () => t?.close());

// ---------------------------------------------------------------------------------------------
// Generating values from the document

/** Strings tried for a pattern, in order; the first the pattern accepts is the sample. */
const PATTERN_CANDIDATES = ['+380671234567', 'UA', 'walker-1', 'walker', 'A', '1', 'a'];

function sampleString(schema: Schema, name: string): string {
  if (schema.format === 'email') return `walker.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate) && candidate.length >= min && candidate.length <= max);
    if (found) return found;
  }
  const base = name.includes('password') ? 'Walker-pass-1' : 'Тестовий текст';
  return base.padEnd(Math.max(min, 1), 'x').slice(0, Math.max(min, Math.min(max, base.length)));
}

/** A value the schema accepts (as far as JSON Schema tells: the server may still refuse it by its rules). */
function sample(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sample((alternatives.find((s) => (s as { type?: string }).type !== 'null') ?? alternatives[0]) as Schema, name);
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf) as Schema, name);
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) value[key] = sample(prop as Schema, key);
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items as Schema, name));
    case 'integer':
    case 'number':
      return Math.max(typeof schema.minimum === 'number' ? schema.minimum : 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return 'x';
  }
}

/** Values a client may send where a string or number is expected, none of them sensible. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  '\r\nSet-Cookie: x=1',
  '\ud800',
  '\uffff\ufffe',
  'x'.repeat(20_000),
  '../../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
];
const HOSTILE_NUMBERS = [2_147_483_648, 9_007_199_254_740_991, 1e308, -1, 0, 1.5, -2_147_483_649];
/** Raw, already percent-encoded values for paths and queries: NUL, controls, invalid and overlong UTF-8. */
const HOSTILE_ENCODED = ['%00', '%0A%0D', '%FF', '%C0%AF', '%E0%80%80', '%ED%A0%80', '%25', '%', 'x'.repeat(3000), '%2F%2Fevil.example', '%5C', '50000000', '2147483648', '99999999999999999999999', '-1', '1e999'];

function encodeValue(value: unknown): string {
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

interface Attempt {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function parametersOf(op: Operation, where: 'path' | 'query'): OpenAPIV3.ParameterObject[] {
  return ((op.parameters ?? []) as OpenAPIV3.ParameterObject[]).filter((p) => p.in === where);
}

/** The attempt with valid values everywhere; `override` replaces one part. */
function build(op: Operation, token: string | null, override: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown; raw?: string | Buffer; headers?: Record<string, string> } = {}): Omit<Attempt, 'label'> {
  const pathValues: Record<string, string> = {};
  for (const p of parametersOf(op, 'path')) pathValues[p.name] = encodeValue(sample(p.schema as Schema, p.name));
  Object.assign(pathValues, override.path);
  const query: Record<string, string> = {};
  for (const p of parametersOf(op, 'query')) query[p.name] = encodeValue(sample(p.schema as Schema, p.name));
  Object.assign(query, override.query);
  const search = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name]) + (search ? `?${search}` : '');
  const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  const json = op.requestBody && 'content' in op.requestBody ? op.requestBody.content['application/json'] : undefined;
  const multipart = op.requestBody && 'content' in op.requestBody ? op.requestBody.content['multipart/form-data'] : undefined;
  if (override.raw !== undefined) payload = override.raw;
  else if (json) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify('body' in override ? override.body : sample(json.schema as Schema));
  } else if (multipart) {
    const form = multipartForm([{ field: 'files', name: 'document.png', type: 'image/png', content: PNG }]);
    headers['content-type'] = form.contentType;
    payload = form.body;
  }
  return { method: op.method, url, headers: { ...headers, ...override.headers }, payload };
}

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipartForm(parts: Array<{ field: string; name: string; type: string; content: Buffer }>, boundary = 'walkerBoundary42') {
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: ${p.type}\r\n\r\n`),
    p.content,
    Buffer.from('\r\n'),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
}

/** Every attempt for one operation: the valid one, then one hostile change at a time. */
function attempts(op: Operation, token: string | null): Attempt[] {
  const list: Attempt[] = [{ label: 'valid input', ...build(op, token) }];
  const add = (label: string, attempt: Omit<Attempt, 'label'>) => list.push({ label, ...attempt });

  for (const p of parametersOf(op, 'path')) {
    for (const value of HOSTILE_ENCODED) add(`path ${p.name}=${value.slice(0, 20)}`, build(op, token, { path: { [p.name]: value } }));
  }
  for (const p of parametersOf(op, 'query')) {
    for (const value of HOSTILE_ENCODED) add(`query ${p.name}=${value.slice(0, 20)}`, build(op, token, { query: { [p.name]: value } }));
    add(`query ${p.name} repeated`, build(op, token, { query: { [p.name]: `1&${p.name}=2&${p.name}[]=3&${p.name}[x]=4` } }));
  }
  // Unknown and bracketed query keys, on every operation.
  add('unknown query keys', build(op, token, { query: { '%00': '%00', 'a[b][c]': '%FF', __proto__x: '1' } }));

  const headerCases: Record<string, string>[] = [
    { 'x-localization': 'x'.repeat(5000) },
    { 'x-localization': '\u00ff\u00fe' },
    { 'accept-language': 'x'.repeat(8000) },
    { 'x-user-hash': '\u00ff'.repeat(300) },
    { cookie: `refresh_token=%00%FF; visitor=${'x'.repeat(4000)}` },
    { authorization: `Bearer ${'x'.repeat(4000)}` },
    { authorization: 'Basic \u00ff' },
    { 'x-forwarded-for': 'not-an-ip, \u00ff' },
    { 'content-type': 'application/json; charset=\u00ff' },
    { 'if-none-match': `"${'x'.repeat(4000)}"` },
  ];
  for (const headers of headerCases) add(`header ${Object.keys(headers)[0]}`, build(op, token, { headers }));

  const content = op.requestBody && 'content' in op.requestBody ? op.requestBody.content : undefined;
  const json = content?.['application/json']?.schema as Schema | undefined;
  if (json) {
    const valid = sample(json) as Record<string, unknown>;
    for (const [key, prop] of Object.entries(json.properties ?? {})) {
      const type = (prop as Schema).type;
      const values: unknown[] = type === 'integer' || type === 'number' ? [...HOSTILE_NUMBERS, '1', null, [], {}] : [...HOSTILE_TEXT, 1, null, [], { a: 1 }, true];
      for (const value of values) add(`body ${key}=${JSON.stringify(value).slice(0, 24)}`, build(op, token, { body: { ...valid, [key]: value } }));
    }
    for (const body of [null, [], 'text', 1, {}, { ...valid, unexpected: 1 }, { ...valid, __proto__: { admin: true } }]) add(`body ${JSON.stringify(body).slice(0, 30)}`, build(op, token, { body }));
    add('body not JSON', build(op, token, { raw: '{"email": "a@', headers: { 'content-type': 'application/json' } }));
    add('body deeply nested', build(op, token, { raw: '['.repeat(5000) + ']'.repeat(5000), headers: { 'content-type': 'application/json' } }));
    add('body as form', build(op, token, { raw: 'a=1&b=%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    add('body of another type', build(op, token, { raw: 'hello', headers: { 'content-type': 'text/plain' } }));
    add('body invalid UTF-8', build(op, token, { raw: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), headers: { 'content-type': 'application/json' } }));
  }
  if (content?.['multipart/form-data']) {
    const form = (parts: Parameters<typeof multipartForm>[0]) => multipartForm(parts);
    const cases: Array<[string, string | Buffer, string]> = [
      ['multipart without boundary', form([]).body, 'multipart/form-data'],
      ['multipart truncated', form([{ field: 'files', name: 'a.png', type: 'image/png', content: PNG }]).body.subarray(0, 60), form([]).contentType],
      ['multipart garbage', Buffer.from('\u0000\u00ff garbage \r\n--\r\n'), form([]).contentType],
      ['multipart empty form', form([]).body, form([]).contentType],
      ['multipart wrong file type', form([{ field: 'files', name: 'a.exe', type: 'application/x-msdownload', content: Buffer.from('MZ\u0000\u0000') }]).body, form([]).contentType],
      ['multipart NUL file name', form([{ field: 'files', name: 'a\u0000.png', type: 'image/png', content: PNG }]).body, form([]).contentType],
      ['multipart other field', form([{ field: 'other', name: 'a.png', type: 'image/png', content: PNG }]).body, form([]).contentType],
      ['multipart too many files', form(Array.from({ length: 7 }, (_, i) => ({ field: 'files', name: `${i}.png`, type: 'image/png', content: PNG }))).body, form([]).contentType],
      ['multipart header garbage', Buffer.from('--walkerBoundary42\r\nContent-Disposition: \u00ff\u0000\r\n\r\nx\r\n--walkerBoundary42--\r\n'), form([]).contentType],
    ];
    for (const [label, raw, type] of cases) add(label, build(op, token, { raw, headers: { 'content-type': type } }));
    add('multipart boundary too long', build(op, token, { raw: form([]).body, headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` } }));
    add('multipart boundary empty', build(op, token, { raw: form([]).body, headers: { 'content-type': 'multipart/form-data; boundary=' } }));
    add('json instead of multipart', build(op, token, { raw: '{}', headers: { 'content-type': 'application/json' } }));
  }
  // Without a token where one is needed, and with a token that is not one.
  if (token) add('anonymous', build(op, null, { headers: {} }));
  add('bad token', build(op, 'not.a.token', {}));
  return list;
}

// ---------------------------------------------------------------------------------------------
// Checking answers against the document

function documentedSchema(op: Operation, status: number): Schema | undefined {
  const response = op.responses[String(status)] as OpenAPIV3.ResponseObject | undefined;
  return response?.content?.['application/json']?.schema as Schema | undefined;
}

/** What is wrong with an answer by the document, or null. */
function problemWith(op: Operation, attempt: Attempt, res: { statusCode: number; body: string; headers: Record<string, unknown> }): string | null {
  const where = `${op.method} ${op.path} with ${attempt.label} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) return `${where}: a server error`;
  if (!(String(res.statusCode) in op.responses)) return `${where}: status not in the document`;
  const schema = documentedSchema(op, res.statusCode);
  if (!schema) return null;
  if (!/^application\/json/.test(String(res.headers['content-type']))) return `${where}: not JSON`;
  const validate = ajv.compile(schema);
  return validate(JSON.parse(res.body)) ? null : `${where}: ${ajv.errorsText(validate.errors)}`;
}

describe('the OpenAPI document', () => {
  it('lists the API alone: no page catch-all, no wildcard paths', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      expect(path.startsWith('/api/'), path).toBe(true);
      expect(path, path).not.toContain('*');
    }
  });

  it('documents the error answers of every operation, with the error envelope', () => {
    for (const op of operations) {
      const statuses = Object.keys(op.responses);
      const name = `${op.method} ${op.path}`;
      const params = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
      if (op.requestBody) expect(statuses, name).toEqual(expect.arrayContaining(['400', '413', '415', '422']));
      if (params.length) expect(statuses, name).toContain('400');
      if (params.some((p) => p.in === 'path')) expect(statuses, name).toContain('404');
      if (op.security?.length) expect(statuses, name).toContain('401');
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const schema = documentedSchema(op, Number(status));
        expect(schema?.required, `${name} ${status}`).toEqual(['message']);
      }
    }
  });

  it('publishes the rules the server enforces on sign-in, registration, recovery, SMS, profile, reviews and notifications', () => {
    const body = (path: string, method = 'post') => {
      const op = (doc.paths[path] as Record<string, OpenAPIV3.OperationObject>)[method];
      return ((op.requestBody as OpenAPIV3.RequestBodyObject).content['application/json'].schema as Schema).properties as Record<string, Schema>;
    };
    for (const path of ['/api/v1/auth/login', '/api/v1/auth/register', '/api/v1/auth/reset', '/api/v1/auth/restore', '/api/v1/products/feedbacks', '/api/v1/products/notify-when-available']) {
      expect(body(path).email.format, path).toBe('email');
    }
    expect(body('/api/v1/user', 'put').email.format).toBe('email');
    expect(body('/api/v1/auth/login').password.minLength).toBe(8);
    expect(body('/api/v1/auth/register').name.minLength).toBe(3);
    expect(body('/api/v1/auth/register').phone.pattern).toBe('^\\+\\d{12}$');
    expect(body('/api/v1/user', 'put').phone.pattern).toBe('^\\+\\d{12}$');
    expect(body('/api/v1/user', 'put').city.pattern).toBeDefined();
    expect(body('/api/v1/auth/restore').password_confirmation.minLength).toBe(8);
    expect(body('/api/v1/user/password-change').password.minLength).toBe(8);
    expect(body('/api/v1/auth/verify-code').code).toMatchObject({ minLength: 6, maxLength: 6 });
    expect(body('/api/v1/auth/send-code').phone.description).toContain('phone_country');
    expect(body('/api/v1/products/feedbacks').product_id.maximum).toBe(2_147_483_647);
    expect(body('/api/v1/products/notify-when-available').product_id.maximum).toBe(2_147_483_647);
    expect(body('/api/v1/products/notify-when-available').name.minLength).toBe(2);
    const upload = (doc.paths['/api/v1/user/files'] as Record<string, OpenAPIV3.OperationObject>).post.requestBody as OpenAPIV3.RequestBodyObject;
    expect((upload.content['multipart/form-data'].schema as Schema).required).toEqual(['files']);
  });

  it('walks every operation with valid and hostile input: no 5xx, every status and body as documented', { timeout: 600_000 }, async () => {
    let count = 0;
    const problems: string[] = [];
    for (const op of operations) {
      const token = op.security?.length ? (await registerUser(t)).accessToken : null;
      for (const attempt of attempts(op, token)) {
        const res = await t.app.inject({ method: attempt.method as 'GET', url: attempt.url, headers: attempt.headers, payload: attempt.payload });
        const problem = problemWith(op, attempt, res);
        if (problem) problems.push(problem);
        count++;
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(1000);
  });
});

describe('inputs that reached the database and answered 500', () => {
  const json = { 'content-type': 'application/json' };

  it('refuses a NUL in profile text fields with a field error', async () => {
    const user = await registerUser(t);
    for (const field of ['city', 'name', 'second_name']) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/user', headers: { ...bearer(user.accessToken), ...json }, payload: { [field]: 'Киев\u0000' } });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it('keeps price bounds inside what a kopeck column holds', async () => {
    for (const url of ['/api/v1/catalog/products?price_max=50000000', '/api/v1/get_attribute/1?price_min=50000000', '/api/v1/catalog/products?price_min=21474837']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
  });

  it('refuses product ids past a 32-bit column in reviews and back-in-stock requests', async () => {
    const feedback = { name: 'Олена', email: 'olena@example.com', message: 'Гарний крем', rating: 5 };
    const notify = { name: 'Олена', email: 'olena@example.com', phone: '+380671234567', city: 'Київ' };
    for (const [url, body] of [['/api/v1/products/feedbacks', feedback], ['/api/v1/products/notify-when-available', notify]] as const) {
      for (const productId of [2_147_483_648, 9_007_199_254_740_991]) {
        const res = await t.app.inject({ method: 'POST', url, headers: { ...json, 'x-forwarded-for': uniqueIp() }, payload: { ...body, product_id: productId } });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors.product_id).toBeDefined();
      }
    }
  });

  it('answers malformed multipart on the upload with 400', async () => {
    const user = await registerUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/files',
      headers: { ...bearer(user.accessToken), 'content-type': 'multipart/form-data; boundary=walkerBoundary42' },
      payload: Buffer.from('--walkerBoundary42\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1'),
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('answers a request target it cannot decode with 400 in the error envelope', async () => {
    for (const url of ['/api/v1/catalog/category/%FF', '/api/v1/pages/%C0%AF']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    const res = await t.app.inject({ url: '//host%2f' });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers a guest on profile and password change with 401 before looking at the fields', async () => {
    for (const [method, url] of [['PUT', '/api/v1/user'], ['POST', '/api/v1/user/password-change']] as const) {
      const res = await t.app.inject({ method, url, headers: json, payload: { name: '' } });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().errors).toBeUndefined();
    }
  });

  it('answers an unsupported method on a known API path with 405 and Allow, an unknown path with 404', async () => {
    const trace = await t.app.inject({ method: 'TRACE', url: '/api/v1/catalog/products' });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
    const post = await t.app.inject({ method: 'DELETE', url: '/api/v1/user' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('PUT');
    const param = await t.app.inject({ method: 'PUT', url: '/api/v1/favorites/12' });
    expect(param.statusCode).toBe(405);
    expect(param.headers.allow).toBe('DELETE');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })).statusCode).toBe(404);
  });
});
