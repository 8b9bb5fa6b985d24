import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { COPYRIGHT_START_YEAR } from '@procounter/shared/domain/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaticData } from '@/hooks/use-static-data';
import classes from './shell.module.css';

export const FOOTER_DOCUMENTS = [
  { href: '/docs/drop-box-slip.pdf', labelKey: 'common:footer.dropBoxSlip' },
  { href: '/docs/vehicle-inspection-form.pdf', labelKey: 'common:footer.vehicleInspectionForm' },
] as const;

export interface AppFooterProps {
  languageSelector: ReactNode;
  /** The current year (a prop so tests can pick it). */
  year?: number;
}

/**
 * The footer: the two document links, the language selector, the copyright from 2011 through the
 * current year and the version line (fcoVersion · node · ocatVersion from /current/static).
 */
export function AppFooter({ languageSelector, year = new Date().getFullYear() }: AppFooterProps) {
  const { t } = useTranslation();
  const { data } = useStaticData();
  const version = data?.version;

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={6}>
            <Group gap="md">
              {FOOTER_DOCUMENTS.map((doc) => (
                <Anchor key={doc.href} href={doc.href} target="_blank" rel="noopener" size="sm">
                  {t(doc.labelKey)}
                </Anchor>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {t('common:footer.copyright', { startYear: COPYRIGHT_START_YEAR, year })}
            </Text>
            {version ? (
              <Text size="xs" c="dimmed" aria-label={t('common:footer.versionLabel')}>
                {`${version.fcoVersion} · ${version.node} · ${version.ocatVersion}`}
              </Text>
            ) : null}
          </Stack>
          {languageSelector}
        </Group>
      </Container>
    </Box>
  );
}
