import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageFrameProps {
  title: string;
  /** The page's content; without it the frame says the page is coming soon. */
  children?: ReactNode;
}

/** The frame of a page: its title, then its content or a short "coming soon" line. */
export function PageFrame({ title, children }: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children ?? (
          <Text c="dimmed" size="sm">
            {t('common:page.comingSoon')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
