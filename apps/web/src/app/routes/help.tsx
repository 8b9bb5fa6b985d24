import { Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { CategoryPage } from '@/features/help/components/category-page';
import { HelpCenterLayout } from '@/features/help/components/help-center-layout';
import { HelpNotFoundPage } from '@/features/help/components/help-notice';
import { HELP_ROUTES } from '@/features/help/utils/help-paths';
import { ProfileLanguageSelect } from '@/features/preferences/components/profile-language-select';
import { PublicHeader } from '@/features/shell/components/public-header';
import { useAuthState } from '@/hooks/use-auth-state';
import { ChatPanelHost } from '../chat-panel-host';

// The categories open with the Help Center. An article (and its HTML sanitizer), the search
// results (and their search engines) and the contact form (and its validation) load when opened.
const ArticlePage = lazy(() =>
  import('@/features/help/components/article-page').then((module) => ({
    default: module.ArticlePage,
  })),
);
const SearchResultsPage = lazy(() =>
  import('@/features/help/components/search-results-page').then((module) => ({
    default: module.SearchResultsPage,
  })),
);
const ContactPage = lazy(() =>
  import('@/features/help/components/contact-page').then((module) => ({
    default: module.ContactPage,
  })),
);

function PageLoading() {
  return (
    <Center py="xl" mih="40vh">
      <LoadingIndicator size="sm" />
    </Center>
  );
}

/**
 * /help/*: the Help Center (R-HELP-1), open to visitors and users. It is its own application with
 * routes relative to its base, so its pages are descendant routes of this one. Only the public
 * header and the language selector come from other features: no catalog, quote, vehicle or stock
 * order code loads here.
 */
export function Component() {
  const { status } = useAuthState();
  return (
    <HelpCenterLayout
      header={<PublicHeader withHelpLink={false} />}
      languageSelect={<ProfileLanguageSelect saveToProfile={status === 'AUTHORIZED'} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<CategoryPage />} />
          <Route path={HELP_ROUTES.category} element={<CategoryPage />} />
          <Route path={HELP_ROUTES.contact} element={<ContactPage />} />
          <Route path={HELP_ROUTES.search} element={<SearchResultsPage />} />
          <Route path={HELP_ROUTES.article} element={<ArticlePage by="identifier" />} />
          <Route path={HELP_ROUTES.articleByTitle} element={<ArticlePage by="urlTitle" />} />
          <Route path="*" element={<HelpNotFoundPage />} />
        </Routes>
      </Suspense>
      {/* 'Start a chat session.' opens the chat with support for a logged-in user. */}
      {status === 'AUTHORIZED' ? <ChatPanelHost /> : null}
    </HelpCenterLayout>
  );
}
