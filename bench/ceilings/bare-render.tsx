import fs from 'node:fs';
import http from 'node:http';
import { renderToString } from 'react-dom/server';
import { markupElements } from '../lib/markup-elements.ts';
import { markupTree } from '../lib/markup-tree.ts';

/**
 * Ceiling for server-rendered pages: a plain Node server that renders, with React's renderToString,
 * the same twelve product cards the shop's catalogue page shows (`GRID_FILE`: the grid's markup cut
 * from that page), inside a minimal document. No routing, no data loading, no stylesheet, no
 * hydration data: only the cards. The markup is parsed once; each request makes its elements afresh.
 */
const grid = markupTree(fs.readFileSync(process.env.GRID_FILE!, 'utf8'));

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
          {markupElements(grid)}
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
