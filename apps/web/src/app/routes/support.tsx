import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import {
  userCanAccessSupport,
  userCanAnswerSupportQuestions,
  userCanEditHelpContent,
} from '@procounter/shared/domain/roles';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { SupportShopRequests } from '@/features/company/components/support-shop-requests';
import { ActAsUserButton } from '@/features/masquerade/components/act-as-user-button';
import { MasqueradePanel } from '@/features/masquerade/components/masquerade-panel';
import { useCurrentUser } from '@/hooks/use-current-user';

// Managers' changes to their users (issue 24 part 2): support's record, loaded with the page.
const SupportEmployeeAudit = lazy(() =>
  import('@/features/employees/components/support-employee-audit').then((module) => ({
    default: module.SupportEmployeeAudit,
  })),
);

// The chats with shops (issue 24 part 4): the queue and the history, loaded with the page.
const SupportChats = lazy(() =>
  import('@/features/chat/components/support-chats').then((module) => ({
    default: module.SupportChats,
  })),
);

/**
 * /support: links to the support tools that have pages of their own, the masquerade panel, the shop
 * requests to review, the chats with shops and the record of managers' changes to their users.
 */
export function Component() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  // Each link only for a user its route lets in (today every support-access role, for both).
  const tools = [
    {
      to: '/support/questions',
      label: 'support:tools.inbox',
      hint: 'support:tools.inboxHint',
      allowed: userCanAnswerSupportQuestions,
    },
    {
      to: '/support/outbox',
      label: 'support:tools.outbox',
      hint: 'support:tools.outboxHint',
      allowed: userCanAnswerSupportQuestions,
    },
    {
      to: '/support/help-content',
      label: 'support:tools.helpContent',
      hint: 'support:tools.helpContentHint',
      allowed: userCanEditHelpContent,
    },
    {
      to: '/support/labor-claims',
      label: 'laborClaims:support.tool',
      hint: 'laborClaims:support.toolHint',
      allowed: userCanAccessSupport,
    },
  ].filter((tool) => user !== undefined && tool.allowed(user));
  return (
    <PageFrame title={t('common:nav.support')}>
      {tools.length > 0 ? (
        <nav aria-label={t('support:tools.label')}>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2 }}
            spacing="sm"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {tools.map((tool) => (
              <li key={tool.to}>
                <Paper withBorder radius="md" p="md" h="100%">
                  <Anchor component={Link} to={tool.to} fw={600}>
                    {t(tool.label)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t(tool.hint)}
                  </Text>
                </Paper>
              </li>
            ))}
          </SimpleGrid>
        </nav>
      ) : null}
      <MasqueradePanel />
      {user !== undefined && userCanAccessSupport(user) ? <SupportShopRequests /> : null}
      {user !== undefined && userCanAccessSupport(user) ? (
        <Suspense fallback={null}>
          <SupportChats
            actAs={(userId) => <ActAsUserButton userId={userId} label={t('chat:support.actAs')} />}
          />
        </Suspense>
      ) : null}
      {user !== undefined && userCanAccessSupport(user) ? (
        <Suspense fallback={null}>
          <SupportEmployeeAudit />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
