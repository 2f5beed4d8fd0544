import type { Faq } from '@shop/contracts/service-content';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { JsonLd } from '../../components/ui/json-ld.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import styles from './service-pages.module.css';

/** schema.org FAQPage: every question with its (sanitised HTML) answer. */
export function faqJsonLd(faqs: Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

/**
 * The FAQ: an accordion of native <details> disclosures (keyboard and screen-reader support built
 * in, and it opens without scripts), then the feedback form.
 */
export function FaqPage({ faqs }: { faqs: Faq[] }) {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <Breadcrumbs items={[{ label: t('content.faq.title') }]} />
      <h1 className={styles.title}>{t('content.faq.title')}</h1>
      <div className={styles.accordion}>
        {faqs.map((item) => (
          <details key={item.id} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            {/* Sanitised HTML written by the shop's editors. */}
            <div className={`prose ${styles.answer}`} dangerouslySetInnerHTML={{ __html: item.answer }} />
          </details>
        ))}
      </div>
      <section className={styles.formSection}>
        <FeedbackForm />
      </section>
      <JsonLd data={faqJsonLd(faqs)} />
    </article>
  );
}
