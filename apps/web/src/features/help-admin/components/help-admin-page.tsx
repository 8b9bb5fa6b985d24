import { Stack, Tabs, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router';
import { useContentLanguage } from '../hooks/use-content-language';
import { helpAdminPaths } from '../utils/paths';
import { ArticleList } from './article-list';
import { CategoryList } from './category-list';
import { ContentLanguageSwitch } from './content-language-switch';
import { FormLoading } from './form-frame';

// The forms (react-hook-form, the shared zod rules, the content field) load when one is opened,
// not with the lists.
const ArticleFormPage = lazy(() =>
  import('./article-form-page').then((module) => ({ default: module.ArticleFormPage })),
);
const CategoryFormPage = lazy(() =>
  import('./category-form-page').then((module) => ({ default: module.CategoryFormPage })),
);

/**
 * /support/help-content/*: the Help Center's content editor. Its screens are descendant routes
 * (the lists, and the article and category forms), each with the content language in the URL.
 */
export function HelpAdminPage() {
  return (
    <Suspense fallback={<FormLoading />}>
      <Routes>
        <Route index element={<ContentLists tab="articles" />} />
        <Route path="categories" element={<ContentLists tab="categories" />} />
        <Route path="articles/new" element={<ArticleFormPage />} />
        <Route path="articles/edit/:identifier" element={<ArticleFormPage />} />
        <Route path="categories/new" element={<CategoryFormPage />} />
        <Route path="categories/edit/:identifier" element={<CategoryFormPage />} />
        <Route path="*" element={<UnknownScreen />} />
      </Routes>
    </Suspense>
  );
}

type Tab = 'articles' | 'categories';

function ContentLists({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { languageId, setLanguageId } = useContentLanguage();
  return (
    <Stack gap="md">
      <ContentLanguageSwitch value={languageId} onChange={setLanguageId} />
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate(
            next === 'categories'
              ? helpAdminPaths.categories(languageId)
              : helpAdminPaths.articles(languageId),
          )
        }
      >
        <Tabs.List aria-label={t('helpAdmin:tabs.label')}>
          <Tabs.Tab value="articles">{t('helpAdmin:tabs.articles')}</Tabs.Tab>
          <Tabs.Tab value="categories">{t('helpAdmin:tabs.categories')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="articles" pt="md">
          {tab === 'articles' ? <ArticleList languageId={languageId} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          {tab === 'categories' ? <CategoryList languageId={languageId} /> : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function UnknownScreen() {
  const { t } = useTranslation();
  return <Text>{t('helpAdmin:unknownScreen')}</Text>;
}
