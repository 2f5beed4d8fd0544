import { describe, expect, it } from 'vitest';
import { passwordChangedLetter, resetLetter, restoreLink } from './letters.ts';

const origin = 'https://shop.example';

describe('account letters', () => {
  it('send the recovery link to the home page of the request’s language, token and e-mail in the fragment', () => {
    const ru = new URL(restoreLink(origin, 'ru', 'tok_en-1', 'anna+shop@example.com'));
    expect(ru.pathname).toBe('/');
    // The fragment never reaches the server, so request logs cannot keep the token.
    expect(ru.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(ru.hash.slice(1)))).toEqual({ modal: 'restore-password', token: 'tok_en-1', email: 'anna+shop@example.com' });
    expect(new URL(restoreLink(origin, 'ua', 'tok', 'a@example.com')).pathname).toBe('/ua/');
  });

  it('write the recovery letter in Russian and in Ukrainian, the link in both parts', () => {
    const link = restoreLink(origin, 'ru', 'abc', 'anna@example.com');
    const ru = resetLetter('ru', 'anna@example.com', 'Анна', link);
    expect(ru).toMatchObject({ to: 'anna@example.com', subject: 'Восстановление пароля' });
    expect(ru.text).toContain('Здравствуйте, Анна!');
    expect(ru.text).toContain(link);
    expect(ru.html).toContain(link.replace(/&/g, '&amp;'));

    const ua = resetLetter('ua', 'anna@example.com', 'Анна', link);
    expect(ua.subject).toBe('Відновлення пароля');
    expect(ua.text).toContain('Вітаємо, Анна!');
    expect(ua.text).toContain('діє 1 годину');
    expect(ua.html).toContain('Задати новий пароль');
  });

  it('write the password-changed notice in Russian and in Ukrainian', () => {
    expect(passwordChangedLetter('ru', 'a@example.com', 'Анна')).toMatchObject({ subject: 'Пароль изменён' });
    const ua = passwordChangedLetter('ua', 'a@example.com', 'Анна');
    expect(ua.subject).toBe('Пароль змінено');
    expect(ua.text).toContain('Усі інші сеанси входу завершено');
  });

  it('escape what the user typed in the HTML part', () => {
    const letter = resetLetter('ru', 'a@example.com', '<img src=x onerror=alert(1)>', `${origin}/?modal=restore-password&token=a"b`);
    expect(letter.html).not.toContain('<img');
    expect(letter.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(letter.html).toContain('token=a&quot;b');
  });
});
