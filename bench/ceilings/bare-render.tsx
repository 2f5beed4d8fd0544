import http from 'node:http';
import { renderToString } from 'react-dom/server';

/**
 * Ceiling for server-rendered lists: a plain Node server that renders 12 product cards with React's
 * renderToString from data held in memory (the JSON the shop's list endpoint answered with), inside
 * a minimal document. No routing, no data loading, no hydration payload.
 */
interface CardData {
  id: number;
  slug: string;
  title: string;
  brand?: { title: string; slug: string } | null;
  image?: { path: string; width: number; height: number } | null;
  minPrice?: number;
  productPrices?: Array<{ id: number; value: string; price: number }>;
}

const cards: CardData[] = JSON.parse(process.env.CARDS_JSON ?? '[]');

function Card({ card }: { card: CardData }) {
  const href = `/katalog/${card.brand?.slug ?? ''}/${card.slug}/`;
  return (
    <article className="tile">
      <a href={href}>
        {card.image ? (
          <img
            src={`/media/${card.image.path}-320.webp`}
            srcSet={`/media/${card.image.path}-320.webp 320w, /media/${card.image.path}-640.webp 640w`}
            sizes="(max-width: 640px) 50vw, 25vw"
            width={card.image.width}
            height={card.image.height}
            alt={card.title}
            loading="lazy"
          />
        ) : null}
        <span className="brand">{card.brand?.title}</span>
        <h3>{card.title}</h3>
      </a>
      <ul>
        {(card.productPrices ?? []).map((v) => (
          <li key={v.id}>
            {v.value} — {v.price} грн
          </li>
        ))}
      </ul>
      <p className="price">{card.minPrice ?? card.productPrices?.[0]?.price} грн</p>
    </article>
  );
}

function Page() {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <title>Каталог</title>
      </head>
      <body>
        <main>
          <h1>Каталог</h1>
          <div className="grid">
            {cards.map((card) => (
              <Card key={card.id} card={card} />
            ))}
          </div>
        </main>
      </body>
    </html>
  );
}

http
  .createServer((req, res) => {
    if (req.url === '/health') {
      res.end('ok');
      return;
    }
    const html = `<!DOCTYPE html>${renderToString(<Page />)}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
