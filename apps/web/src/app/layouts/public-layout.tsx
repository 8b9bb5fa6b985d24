import { Box, Center, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSelect } from '@/features/preferences/components/language-select';
import { PublicHeader } from '@/features/shell/components/public-header';

/** Pages before authorization: the public header, the page, and the language selector. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }} bg="gray.0">
      <PublicHeader />
      <Center component="main" flex={1} px="md" py="xl">
        {children}
      </Center>
      <Container size="xl" w="100%" pb="md">
        <Group justify="flex-end">
          <LanguageSelect />
        </Group>
      </Container>
    </Box>
  );
}
