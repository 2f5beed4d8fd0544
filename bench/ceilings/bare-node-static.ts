import fs from 'node:fs';
import http from 'node:http';

/** Ceiling for pages: bare Node `http` sending the same bytes from memory (a static file). */
const bytes = fs.readFileSync(process.env.FILE!);
http
  .createServer((req, res) => {
    if (req.url === '/health') {
      res.end('ok');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
