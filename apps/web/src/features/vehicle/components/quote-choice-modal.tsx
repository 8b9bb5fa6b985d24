import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuotePrompt } from '../hooks/use-vehicle-choice';

/**
 * R-VEH-13: a vehicle is being chosen while the quote holds items. Start New Quote
 * (quote=false) or Add To Existing Quote (quote=true); closing the modal chooses nothing.
 */
export function QuoteChoiceModal({ prompt }: { prompt: QuotePrompt | null }) {
  const { t } = useTranslation();
  const answer = (quote: boolean | null) => prompt?.answer(quote);
  return (
    <Modal
      opened={prompt !== null}
      onClose={() => answer(null)}
      title={t('vehicle:quoteChoiceTitle')}
      centered
      // Above the plate results and recent vehicles modals it may open from.
      zIndex={300}
    >
      <Text size="sm" mb="lg">
        {t('vehicle:quoteChoiceText', { count: prompt?.count ?? 0 })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => answer(null)}>
          {t('common:cancel')}
        </Button>
        <Button variant="light" onClick={() => answer(false)}>
          {t('common:quote.startNewQuote')}
        </Button>
        {/* The main action has the focus as the dialog opens (issue 21). */}
        <Button onClick={() => answer(true)} data-autofocus>
          {t('common:quote.addToExistingQuote')}
        </Button>
      </Group>
    </Modal>
  );
}
