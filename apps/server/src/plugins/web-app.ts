import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { APPROVAL_PAGE_PATH } from '@procounter/shared/contracts/quote-approval';
import fp from 'fastify-plugin';

const pathOf = (url: string) => url.split('?')[0] ?? '';

function isApiPath(url: string) {
  const pathname = pathOf(url);
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

/** The login page has a page of its own (R-AUTH-1: "/login (/login.html)"), lighter than the app. */
const LOGIN_PAGE_PATH = '/login';
/** The Help Center's pages: help.html, the app's document naming the Help Center's code. */
const HELP_CENTER_PATH = '/help';
/** The start page, where every shop user lands: home.html also names the start page's code. */
const HOME_PATH = '/home';
/**
 * The page a shop's customer opens from an approval link, /approve/{token} (issue 22): approve.html,
 * a document with its own small script and none of the app (no login, no router, no shell).
 */
const APPROVAL_PAGE_PREFIX = `${APPROVAL_PAGE_PATH}/`;

interface Documents {
  login: boolean;
  help: boolean;
  home: boolean;
  approve: boolean;
}

/**
 * The document a page is served: the web build writes, beside index.html (the app's pages), a
 * document for the pages that start with other code (apps/web/build-tools/route-documents.ts).
 */
function documentFor(pathname: string, has: Documents): string {
  if (has.login && pathname === LOGIN_PAGE_PATH) return 'login.html';
  // Any token shape: the page asks the API, which answers 404 for a malformed one as for an unknown.
  if (has.approve && pathname.startsWith(APPROVAL_PAGE_PREFIX)) return 'approve.html';
  if (has.help && (pathname === HELP_CENTER_PATH || pathname.startsWith(`${HELP_CENTER_PATH}/`))) {
    return 'help.html';
  }
  if (has.home && pathname === HOME_PATH) return 'home.html';
  return 'index.html';
}

/**
 * Serves the built web app when it exists. /login answers login.html, the login page without the
 * app; the Help Center's pages answer help.html; an approval link, /approve/{token}, answers
 * approve.html (the customer's page); /home answers home.html; any other GET outside /api answers index.html, so
 * the single-page app's routes survive a reload; unknown /api paths answer 404 JSON. The web build
 * writes a .br and a .gz beside each text file (apps/web/vite.config.ts): a browser that accepts
 * one of them gets it as is, so nothing is compressed per request.
 */
export const webAppPlugin = fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
    const has: Documents = {
      login: existsSync(path.join(webDistDir, 'login.html')),
      help: existsSync(path.join(webDistDir, 'help.html')),
      home: existsSync(path.join(webDistDir, 'home.html')),
      approve: existsSync(path.join(webDistDir, 'approve.html')),
    };
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: true,
        preCompressed: true,
        // Cache headers come from setHeaders alone.
        cacheControl: false,
        setHeaders(res, filePath) {
          // The answer depends on Accept-Encoding (@fastify/static 8 does not say so itself), so
          // a shared cache must not hand a Brotli body to a client that did not ask for it.
          res.setHeader('vary', 'Accept-Encoding');
          // Vite puts a content hash in every file name under assets/: those never change.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.info({ webDistDir }, 'no built web app found; serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      if (
        hasWebApp &&
        !isApiPath(request.url) &&
        (request.method === 'GET' || request.method === 'HEAD')
      ) {
        return reply
          .header('cache-control', 'no-cache')
          .sendFile(documentFor(pathOf(request.url), has));
      }
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    });
  },
  { name: 'web-app' },
);
