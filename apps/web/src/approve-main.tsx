import { createRoot } from 'react-dom/client';
import { ApprovePage } from './approve/approve-page';
import { createApproveI18n, startLanguage } from './approve/i18n';

// approve.html, which the server answers for /approve/{token} (issue 22): the page a shop's
// customer opens to approve a quote. Plain React, its own fetch and its own catalogs: none of the
// portal's code (no router, no query client, no Mantine, no session).

/**
 * The token in /approve/{token} (APPROVAL_PAGE_PATH of the shared contract, not imported: that
 * module's schemas would bring zod to this page). The server judges it: an unknown or malformed
 * token answers 404.
 */
function tokenOf(pathname: string): string {
  const segment = pathname.split('/')[2] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const container = document.getElementById('root')!;
void createApproveI18n(startLanguage()).then((i18n) => {
  createRoot(container).render(
    <ApprovePage token={tokenOf(window.location.pathname)} i18n={i18n} />,
  );
});
