import { Accordion, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { buildCategoryKey, type TopicNode } from '../utils/category-key';
import { helpPaths } from '../utils/help-paths';
import classes from './help.module.css';

/** Below Mantine's sm: the topics fold away above the content. */
export const HELP_PHONE_QUERY = '(max-width: 47.99em)';

interface HelpTopicsProps {
  /** Null while the categories load (or failed): the heading stays, the list waits. */
  tree: readonly TopicNode[] | null;
  /** The key of the topic on screen, marked with aria-current. */
  selectedKey: string | null;
}

/** The Help Topics list: parents in order, each with its children nested (R-HELP-2). */
export function HelpTopics({ tree, selectedKey }: HelpTopicsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const phone = useMediaQueryNow(HELP_PHONE_QUERY);
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  // A topic picked on a phone closes the list, so the articles it opened are in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setOpen(null), [pathname]);

  const list = tree ? <TopicList tree={tree} selectedKey={selectedKey} /> : null;

  if (phone) {
    return (
      <nav aria-label={t('help:helpTopics')} className={classes.noPrint}>
        <Accordion variant="contained" order={2} value={open} onChange={setOpen}>
          <Accordion.Item value="topics">
            <Accordion.Control>{t('help:helpTopics')}</Accordion.Control>
            <Accordion.Panel>{list}</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </nav>
    );
  }
  return (
    <nav aria-labelledby={headingId} className={classes.noPrint}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('help:helpTopics')}
      </Title>
      {list}
    </nav>
  );
}

function TopicList({
  tree,
  selectedKey,
}: {
  tree: readonly TopicNode[];
  selectedKey: string | null;
}) {
  const { t } = useTranslation();
  if (tree.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('help:topics.empty')}
      </Text>
    );
  }
  return (
    <ul className={classes.topicList}>
      {tree.map((node) => (
        <li key={node.category.identifier}>
          <TopicLink
            categoryKey={node.category.identifier}
            name={node.category.name}
            selectedKey={selectedKey}
          />
          {node.children.length > 0 ? (
            <ul className={classes.topicChildren}>
              {node.children.map((child) => (
                <li key={child.identifier}>
                  <TopicLink
                    categoryKey={buildCategoryKey(node.category.identifier, child.identifier)}
                    name={child.name}
                    selectedKey={selectedKey}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function TopicLink({
  categoryKey,
  name,
  selectedKey,
}: {
  categoryKey: string;
  name: string;
  selectedKey: string | null;
}) {
  return (
    <Link
      to={helpPaths.category(categoryKey)}
      className={classes.topicLink}
      aria-current={categoryKey === selectedKey ? 'page' : undefined}
    >
      {name}
    </Link>
  );
}
