/** The editor as the app mounts it: under /support/help-content/*, for a content editor. */
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens, makeUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { HelpAdminPage } from '../components/help-admin-page';
import { HELP_ARTICLES, HELP_CATEGORIES } from './help-content-fixtures';
import { type HelpContentData, serveHelpContent } from './serve-help-content';

/** A marketing user: one of the roles that edit Help Center content. */
export const MARKETING_USER = makeUser({
  loginName: 'marketing',
  group: { name: 'MARKETING', internal: true },
  teamMember: true,
});

export function serveEditor(data: HelpContentData = {}) {
  const server = installFakeServer();
  servePortal(server, { user: MARKETING_USER });
  const content = serveHelpContent(server, {
    categories: data.categories ?? HELP_CATEGORIES,
    articles: data.articles ?? HELP_ARTICLES,
  });
  beginSession(makeTokens());
  return { server, content };
}

export function renderEditor(path = '/support/help-content') {
  return renderWithProviders(<HelpAdminPage />, { path, routePath: '/support/help-content/*' });
}
