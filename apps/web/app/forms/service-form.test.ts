import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../lib/browser-api.ts', () => ({ browserApi: api }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../lib/toast.ts', () => ({ toast: toasts }));

const { serviceFormSubmit } = await import('./service-form.ts');

type Values = { name: string; email: string };
const values: Values = { name: 'Анна', email: 'anna@example.com' };

/** A form whose submit handler passes the values straight through, as react-hook-form does once they are valid. */
function fakeForm() {
  const setError = vi.fn();
  const handleSubmit = (run: (v: Values) => Promise<void>) => () => run(values);
  return { setError, handleSubmit } as unknown as Parameters<typeof serviceFormSubmit<Values, Values>>[0] & { setError: ReturnType<typeof vi.fn> };
}

describe('serviceFormSubmit', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('posts the values, then runs onSent and toasts the server message, then onSettled', async () => {
    const order: string[] = [];
    api.post.mockResolvedValue({ data: { message: 'Дякуємо' } });
    toasts.success.mockImplementation(() => order.push('toast'));
    const form = fakeForm();
    await (serviceFormSubmit(form, {
      path: '/v1/store_contact_form',
      genericMessage: 'generic',
      fields: ['name', 'email'],
      onSent: (message) => order.push(`sent:${message}`),
      onSettled: () => order.push('settled'),
    }) as unknown as () => Promise<void>)();
    expect(api.post).toHaveBeenCalledWith('/v1/store_contact_form', values);
    expect(order).toEqual(['sent:Дякуємо', 'toast', 'settled']);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('puts a 422 under the fields the form has and toasts the server message', async () => {
    api.post.mockRejectedValue(new ApiError(422, { message: 'Перевірте поля', errors: { email: ['Невірна адреса'], other: ['x'] } }));
    const form = fakeForm();
    const onSent = vi.fn();
    await (serviceFormSubmit(form, { path: '/v1/user_requests', genericMessage: 'generic', fields: ['name', 'email'], onSent }) as unknown as () => Promise<void>)();
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Невірна адреса' }, { shouldFocus: true });
    expect(toasts.error).toHaveBeenCalledWith('Перевірте поля');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('without fields, a failure is the generic toast only, and onSettled still runs', async () => {
    api.post.mockRejectedValue(new ApiError(422, { message: 'Перевірте поля', errors: { email: ['Невірна адреса'] } }));
    const form = fakeForm();
    const onSettled = vi.fn();
    await (serviceFormSubmit(form, { path: '/v1/messenger_requests', genericMessage: 'generic', onSettled }) as unknown as () => Promise<void>)();
    expect(form.setError).not.toHaveBeenCalled();
    expect(toasts.error).toHaveBeenCalledWith('generic');
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('a server error without a message of its own toasts the generic message', async () => {
    api.post.mockRejectedValue(new ApiError(503, { message: 'Service Unavailable' }));
    await (serviceFormSubmit(fakeForm(), { path: '/v1/store_feedback_form', genericMessage: 'generic', fields: ['name'] }) as unknown as () => Promise<void>)();
    expect(toasts.error).toHaveBeenCalledWith('generic');
  });
});
