import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { productFeedbacks, products } from '../db/schema/index.ts';

/** Demo reviews and questions on the best-selling products, deterministic for a given catalogue. */

const NAMES = ['Олена', 'Ірина', 'Марина', 'Наталья', 'Світлана', 'Анна', 'Юлия', 'Оксана', 'Катерина', 'Виктория', 'Дарья', 'Тетяна'];

const REVIEWS: { rating: number; text: string }[] = [
  { rating: 5, text: 'Пользуюсь уже второй месяц — кожа заметно более увлажнённая, стянутость ушла.' },
  { rating: 5, text: 'Чудовий засіб, текстура легка, швидко вбирається. Беру вже втретє.' },
  { rating: 4, text: 'Хороший эффект, но аромат на любителя. Клиентам в салоне нравится.' },
  { rating: 5, text: 'Рекомендую клієнткам після пілінгу — шкіра заспокоюється вже наступного дня.' },
  { rating: 4, text: 'Качество отличное, доставка быстрая. Хотелось бы больший объём.' },
  { rating: 3, text: 'Мені не зовсім підійшло для жирної шкіри, але для сухої, думаю, буде ідеально.' },
  { rating: 5, text: 'Лучшее, что пробовала из этой серии. Хватает надолго.' },
  { rating: 5, text: 'Використовую в кабінеті на процедурах, результат видно одразу.' },
];

const QUESTIONS: { text: string; answer: string | null }[] = [
  { text: 'Подходит ли средство для чувствительной кожи?', answer: 'Да, средство подходит для чувствительной кожи. Перед первым применением сделайте тест на запястье.' },
  { text: 'Чи можна використовувати разом із ретинолом?', answer: 'Так, але наносьте ретинол увечері, а цей засіб — вранці.' },
  { text: 'Когда будет поставка большого объёма?', answer: null },
];

const REVIEWED_PRODUCTS = 60;

export async function seedReviews(tx: Tx): Promise<void> {
  const top = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(desc(products.salesCount), products.id)
    .limit(REVIEWED_PRODUCTS);
  if (!top.length) return;

  const now = Date.UTC(2026, 10, 20, 12);
  const hour = 3600 * 1000;
  const rows: (typeof productFeedbacks.$inferInsert)[] = [];
  top.forEach(({ id }, i) => {
    const reviewCount = 1 + (i % 4);
    for (let k = 0; k < reviewCount; k++) {
      const review = REVIEWS[(i * 3 + k) % REVIEWS.length];
      const name = NAMES[(i + k * 5) % NAMES.length];
      rows.push({
        productId: id,
        kind: 'feedback',
        rating: review.rating,
        name,
        email: `client${i}-${k}@example.com`,
        message: review.text,
        approved: true,
        createdAt: new Date(now - (i * 7 + k * 29) * hour),
        moderatedAt: new Date(now - (i * 7 + k * 29 - 1) * hour),
      });
    }
    if (i % 3 === 0) {
      const question = QUESTIONS[(i / 3) % QUESTIONS.length];
      rows.push({
        productId: id,
        kind: 'question',
        name: NAMES[(i + 7) % NAMES.length],
        email: `question${i}@example.com`,
        message: question.text,
        answer: question.answer,
        answeredAt: question.answer ? new Date(now - i * 5 * hour) : null,
        approved: true,
        createdAt: new Date(now - (i * 5 + 20) * hour),
        moderatedAt: new Date(now - (i * 5 + 19) * hour),
      });
    }
  });
  // What a reviewer finds waiting on a new shop's first day (the back office's moderation queue):
  // two reviews and a question that nobody has looked at yet, shown nowhere in the shop.
  const waiting = [
    { kind: 'feedback' as const, rating: 5, message: 'Замовляла вперше, все прийшло швидко. Крем чудовий!' },
    { kind: 'feedback' as const, rating: 2, message: 'Флакон пришёл с протёкшим дозатором, прошу связаться со мной.' },
    { kind: 'question' as const, rating: null, message: 'Есть ли у этого средства пробник на 5 мл?' },
  ];
  waiting.forEach((item, k) => {
    rows.push({
      productId: top[k % top.length].id,
      kind: item.kind,
      rating: item.rating,
      name: NAMES[(k + 3) % NAMES.length],
      email: `waiting${k}@example.com`,
      message: item.message,
      approved: false,
      createdAt: new Date(now + (k + 1) * hour),
      moderatedAt: null,
    });
  });
  await tx.insert(productFeedbacks).values(rows);
}
