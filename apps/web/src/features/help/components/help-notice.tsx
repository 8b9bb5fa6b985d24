import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpPaths } from '../utils/help-paths';

/** A friendly dead end (unknown page, topic or article) with the way back to the Help Center home. */
export function HelpNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{text}</Text>
      <Anchor component={Link} to={helpPaths.home}>
        {t('help:goToHelpHome')}
      </Anchor>
    </Stack>
  );
}

/** Anything under /help that is not a Help Center route. */
export function HelpNotFoundPage() {
  const { t } = useTranslation();
  return <HelpNotice text={t('help:notFound')} />;
}
