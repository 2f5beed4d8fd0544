import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TranslationProvider, Trans } from './translation-context.tsx';
import { createTranslator } from './translator.ts';

describe('Trans', () => {
  it('turns tags in a string into the given elements', () => {
    const translator = createTranslator('ru', { agree: 'Я принимаю условия <offer>публичной оферты</offer> магазина' });
    const html = renderToStaticMarkup(
      <TranslationProvider translator={translator}>
        <Trans i18nKey="agree" components={{ offer: <strong className="offer" /> }} />
      </TranslationProvider>,
    );
    expect(html).toBe('Я принимаю условия <strong class="offer">публичной оферты</strong> магазина');
  });

  it('shows an unknown tag as text rather than dropping it', () => {
    const translator = createTranslator('ru', { x: 'a <b>c</b>' });
    const html = renderToStaticMarkup(
      <TranslationProvider translator={translator}>
        <Trans i18nKey="x" components={{}} />
      </TranslationProvider>,
    );
    expect(html).toBe('a &lt;b&gt;c&lt;/b&gt;');
  });
});
