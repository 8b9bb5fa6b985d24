import { Anchor, Text, Title } from '@mantine/core';
import type { KnowledgeArticle } from '@procounter/shared/contracts/help-content';
import { Link } from 'react-router';
import { helpPaths } from '../utils/help-paths';
import classes from './help.module.css';

/** Articles as their title (a link to the article) and excerpt: a topic's list and search results. */
export function ArticleList({ articles }: { articles: readonly KnowledgeArticle[] }) {
  return (
    <ul className={classes.articleList}>
      {articles.map((article) => (
        <li key={article.identifier}>
          <Title order={3} size="h5">
            <Anchor component={Link} to={helpPaths.article(article.identifier)}>
              {article.title}
            </Anchor>
          </Title>
          <Text size="sm" mt={4}>
            {article.excerpt}
          </Text>
        </li>
      ))}
    </ul>
  );
}
