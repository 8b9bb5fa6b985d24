import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { KnowledgeArticle } from '@procounter/shared/contracts/help-content';
import DOMPurify from 'dompurify';
import { type MouseEvent, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useContentLanguageId } from '../hooks/use-content-language-id';
import { useHelpContent } from '../hooks/use-help-content';
import { categoryKeyOfArticle, type TopicNode } from '../utils/category-key';
import { formatModDate } from '../utils/format-mod-date';
import { helpPaths } from '../utils/help-paths';
import classes from './help.module.css';
import { HelpNotice } from './help-notice';

export interface ArticlePageProps {
  /** /article/{id} finds by identifier; /article/title/{title} by URL title, in lower case. */
  by: 'identifier' | 'urlTitle';
}

function findArticle(
  articles: readonly KnowledgeArticle[],
  by: ArticlePageProps['by'],
  value: string,
): KnowledgeArticle | undefined {
  if (by === 'identifier') return articles.find((article) => article.identifier === value);
  const title = value.toLowerCase();
  return articles.find((article) => article.urlTitle.toLowerCase() === title);
}

/** Article detail (R-HELP-4): title, Last Updated, the content, Back and Print. */
export function ArticlePage({ by }: ArticlePageProps) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const languageId = useContentLanguageId();
  const { tree, articles } = useHelpContent();
  const value = (by === 'identifier' ? params.id : params.title) ?? '';
  const article = articles ? findArticle(articles, by, value) : undefined;

  // URL titles differ between languages, identifiers do not: a language change on a URL-title
  // address goes to the same article by its identifier.
  const identifier = article?.identifier;
  const lastIdentifier = useRef<string | null>(null);
  useEffect(() => {
    if (identifier) lastIdentifier.current = identifier;
  }, [identifier]);
  const languageBefore = useRef(languageId);
  useEffect(() => {
    if (languageBefore.current === languageId) return;
    languageBefore.current = languageId;
    if (by === 'urlTitle' && lastIdentifier.current) {
      void navigate(helpPaths.article(lastIdentifier.current), { replace: true });
    }
  }, [by, languageId, navigate]);

  // Before the paint, so the article never shows at the last page's scroll position first.
  useLayoutEffect(() => {
    if (identifier) window.scrollTo(0, 0);
  }, [identifier]);

  if (!tree || !articles) return null;
  if (!article) return <HelpNotice text={t('help:article.notFound')} />;
  return <ArticleDetail article={article} tree={tree} />;
}

function ArticleDetail({ article, tree }: { article: KnowledgeArticle; tree: TopicNode[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  // The content is sanitised when stored; rendering sanitises again, so nothing stored before a
  // rule change (or written around the editor) can run here.
  const html = useMemo(() => DOMPurify.sanitize(article.content), [article.content]);
  const categoryKey = categoryKeyOfArticle(tree, article);
  const backTo = categoryKey ? helpPaths.category(categoryKey) : helpPaths.home;
  // 'default' is the key of the first page of this tab's history in the app: nothing to go back to.
  const hasHistory = location.key !== 'default';

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasHistory) return;
    event.preventDefault();
    void navigate(-1);
  };

  // Links between articles are plain <a> in the stored HTML: follow in-app ones through the router
  // (no page reload, the loaded content is kept). Enter on a focused link fires click too.
  const followInAppLink = (event: MouseEvent<HTMLDivElement>) => {
    const path = inAppLinkPath(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };

  return (
    <Stack component="article" aria-labelledby={headingId} gap="md">
      <Group gap="lg" className={classes.noPrint}>
        <Anchor component={Link} to={backTo} onClick={goBack}>
          {t('common:back')}
        </Anchor>
        <Anchor component="button" type="button" onClick={() => window.print()}>
          {t('common:print')}
        </Anchor>
      </Group>
      <div>
        <Title order={2} id={headingId}>
          {article.title}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('help:lastUpdated')}{' '}
          <time dateTime={article.modDate}>{formatModDate(article.modDate)}</time>
        </Text>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only delegates the links' own clicks */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the controls */}
      <div
        onClick={followInAppLink}
        className={classes.articleBody}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Stack>
  );
}

/** Files the server serves itself (forms, downloads): a real page load, not a route. */
const STATIC_PATHS = /^\/(docs|downloads|help-icons|assets)\//;

/** The path of an in-app link clicked inside article content, or null to let the browser go. */
function inAppLinkPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest('a');
  if (!anchor?.href || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || STATIC_PATHS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
