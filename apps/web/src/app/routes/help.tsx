import { Route, Routes } from 'react-router';
import { ArticlePage } from '@/features/help/components/article-page';
import { CategoryPage } from '@/features/help/components/category-page';
import { ContactPage } from '@/features/help/components/contact-page';
import { HelpCenterLayout } from '@/features/help/components/help-center-layout';
import { HelpNotFoundPage } from '@/features/help/components/help-notice';
import { SearchResultsPage } from '@/features/help/components/search-results-page';
import { HELP_ROUTES } from '@/features/help/utils/help-paths';
import { LanguageSelect } from '@/features/preferences/components/language-select';
import { PublicHeader } from '@/features/shell/components/public-header';
import { useAuthState } from '@/hooks/use-auth-state';

/**
 * /help/*: the Help Center (spec 000), open to visitors and users. It is its own application with
 * routes relative to its base, so its pages are descendant routes of this one. Only the public
 * header and the language selector come from other features: no catalog, quote, vehicle or stock
 * order code loads here.
 */
export function Component() {
  const { status } = useAuthState();
  return (
    <HelpCenterLayout
      header={<PublicHeader />}
      languageSelect={<LanguageSelect saveToProfile={status === 'AUTHORIZED'} />}
    >
      <Routes>
        <Route index element={<CategoryPage />} />
        <Route path={HELP_ROUTES.category} element={<CategoryPage />} />
        <Route path={HELP_ROUTES.contact} element={<ContactPage />} />
        <Route path={HELP_ROUTES.search} element={<SearchResultsPage />} />
        <Route path={HELP_ROUTES.article} element={<ArticlePage by="identifier" />} />
        <Route path={HELP_ROUTES.articleByTitle} element={<ArticlePage by="urlTitle" />} />
        <Route path="*" element={<HelpNotFoundPage />} />
      </Routes>
    </HelpCenterLayout>
  );
}
