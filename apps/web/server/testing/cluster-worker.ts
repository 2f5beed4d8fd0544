import http from 'node:http';

/** A stand-in worker for the supervisor's tests: answers its process id; `/crash` kills it. */
if (process.env.FAIL_BEFORE_LISTEN === '1') process.exit(3);
http
  .createServer((request, response) => {
    if (request.url === '/crash') process.exit(1);
    response.setHeader('connection', 'close');
    response.end(String(process.pid));
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
