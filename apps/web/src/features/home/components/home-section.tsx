import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface HomeSectionProps {
  title: string;
  /** A link beside the title to the full page ("All quotes"). */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A card of the start page: a named region with its title and an optional link to the full list. */
export function HomeSection({ title, more, children }: HomeSectionProps) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {more ? (
            <Anchor component={Link} to={more.to} size="sm">
              {more.label}
            </Anchor>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A list still loading: a few grey rows the size of the list's, and a status for screen readers. */
export function SectionLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-label={t('common:loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <Skeleton key={index} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

/** A list that failed to load: what failed and Try again (R-HOME-3). */
export function SectionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Group gap="sm" justify="space-between">
        <Text size="sm">{t('home:loadFailed')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('home:retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** An empty list: what it would hold and the next step. */
export function SectionEmpty({
  text,
  next,
}: {
  text: string;
  next?: { to: string; label: string };
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      {next ? (
        <Anchor component={Link} to={next.to} size="sm">
          {next.label}
        </Anchor>
      ) : null}
    </Stack>
  );
}
