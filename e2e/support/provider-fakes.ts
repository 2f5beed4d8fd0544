import http from 'node:http';
import { startFakeFacebook, startFakeGoogle } from '../../apps/api/src/providers/social/social-fakes.test-support.ts';

/**
 * Google's key set and Facebook's Graph API for the browser suite, on fixed ports next to the shop's
 * (playwright.config.ts gives the shop their addresses). A control port hands the tests tokens
 * signed or registered by these fakes, which the tests then give the page through stand-ins of the
 * providers' browser SDKs (e2e/social.spec.ts).
 */
const shopPort = Number(process.env.E2E_PORT) || 3210;
const ports = { google: shopPort + 1, facebook: shopPort + 2, control: shopPort + 3 };
const google = await startFakeGoogle({ port: ports.google });
const facebook = await startFakeFacebook({ port: ports.facebook });

const control = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  const q = (name: string) => url.searchParams.get(name) ?? undefined;
  res.setHeader('content-type', 'text/plain');
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname === '/google/id-token') {
    const claims = { sub: q('sub'), email: q('email'), email_verified: q('verified') !== 'false', given_name: q('first'), family_name: q('last') };
    return res.end(await google.idToken(Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined))));
  }
  if (url.pathname === '/facebook/token') {
    return res.end(facebook.token({ id: q('id') ?? '1', name: q('name') ?? 'Facebook User', email: q('email') }));
  }
  res.statusCode = 404;
  res.end();
});
control.listen(ports.control, '127.0.0.1');

const stop = async () => {
  control.close();
  await Promise.all([google.close(), facebook.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
