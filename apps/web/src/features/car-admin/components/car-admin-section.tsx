import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';

/** A card of the page: a region named by its title (a heading for screen readers' lists too). */
export function CarAdminSection({
  title,
  children,
  highlight = false,
  headingRef,
}: {
  title: string;
  children: ReactNode;
  /** To give the heading the focus (it then takes it from a script only). */
  headingRef?: Ref<HTMLHeadingElement>;
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
        <Title order={2} size="h4" id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
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
