import { Button, Group, Loader, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { STOCK_ORDER_LIMITS } from '@procounter/shared/validation/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useStockOrderList } from '@/hooks/use-stock-order-list';
import { readQuickAddTarget } from '@/lib/quick-add-batch';
import type { QuickAddQuestion } from '@/lib/quick-add-target';

const NEW_ORDER = 'new';

/**
 * The shop's stock orders, the one last used chosen (else a new order), and a new order with its
 * default name ('Quick add 11/26/26') as the last choice. Add sends the batch; Cancel or Escape
 * adds nothing.
 */
export function QuickAddTargetDialog({ question }: { question: QuickAddQuestion }) {
  const { t } = useTranslation();
  const nameId = useId();
  const list = useStockOrderList();
  const orders = list.data?.content ?? [];
  const lastUsed = readQuickAddTarget(useCurrentUser().data?.userId);
  const [picked, setPicked] = useState<string | null>(null);
  const [name, setName] = useState(question.newOrderName);
  const preselected =
    lastUsed !== null && orders.some((order) => order.id === lastUsed)
      ? String(lastUsed)
      : NEW_ORDER;
  // Until the user picks, the last used order (once the list says it still exists).
  const choice = picked ?? (list.isPending ? null : preselected);
  const trimmed = name.trim();

  const submit = () => {
    if (choice === null) return;
    if (choice === NEW_ORDER) {
      if (trimmed) question.answer({ name: trimmed });
      return;
    }
    question.answer({ id: Number(choice) });
  };

  return (
    <Modal opened onClose={() => question.answer(null)} title={t('stock:quickAdd.chooseTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('stock:quickAdd.chooseText', { count: question.itemCount })}</Text>
          {list.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('stock:quickAdd.loadingOrders')}</Text>
            </Group>
          ) : (
            <Radio.Group value={choice} onChange={setPicked} label={t('stock:quickAdd.orderLabel')}>
              <Stack gap="xs" mt="xs">
                {orders.map((order) => (
                  <Radio
                    key={order.id}
                    value={String(order.id)}
                    label={order.name}
                    description={order.po ? t('stock:list.poLabel', { po: order.po }) : undefined}
                  />
                ))}
                <Radio value={NEW_ORDER} label={t('stock:quickAdd.newOrder')} />
              </Stack>
            </Radio.Group>
          )}
          {choice === NEW_ORDER ? (
            <TextInput
              id={nameId}
              label={t('stock:quickAdd.newOrderNameLabel')}
              value={name}
              maxLength={STOCK_ORDER_LIMITS.name}
              required
              error={trimmed ? undefined : t('stock:quickAdd.nameRequired')}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => question.answer(null)}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" disabled={choice === null || (choice === NEW_ORDER && !trimmed)}>
              {t('stock:quickAdd.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
