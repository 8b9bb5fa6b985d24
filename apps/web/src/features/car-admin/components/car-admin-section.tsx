import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** A card of the page: a region named by its title (a heading for screen readers' lists too). */
export function CarAdminSection({
  title,
  children,
  highlight = false,
}: {
  title: string;
  children: ReactNode;
  /** The quotes waiting for a decision: the page's first business, drawn out. */
  highlight?: boolean;
}) {
  const id = useId();
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={id}
      style={highlight ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** An empty list: what it would hold. */
export function SectionEmpty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
