import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { SHOP_NOTE_MAX_LENGTH } from '@procounter/shared/contracts/company-values';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { useAddShopNote, useShopNotes } from '../api/shop-notes';

/** The shop's dated notes, newest first, and a box to add one (managers and support). */
export function ShopNotes({ shopId }: { shopId: number }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const notes = useShopNotes(shopId, true);
  const add = useAddShopNote(shopId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('validation:required'));
      return;
    }
    setError(null);
    try {
      await add.mutateAsync(body.trim());
      setBody('');
    } catch {
      setError(t('company:notes.failed'));
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('company:notes.heading')}
      </Title>
      {notes.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('company:notes.loadFailed')}
        </Text>
      ) : !notes.data ? (
        <Text size="sm" c="dimmed" role="status">
          …
        </Text>
      ) : notes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('company:notes.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {notes.data.map((note) => (
            <li key={note.id}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Text>
              <Text size="xs" c="dimmed">
                {note.authorName
                  ? t('company:notes.by', {
                      name: note.authorName,
                      date: formatDateTime(note.createdAt, i18n.language),
                    })
                  : t('company:notes.byUnknown', {
                      date: formatDateTime(note.createdAt, i18n.language),
                    })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap={6}>
          <Textarea
            label={t('company:notes.label')}
            rows={2}
            maxLength={SHOP_NOTE_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={error}
          />
          <Group>
            <Button type="submit" size="xs" variant="light" loading={add.isPending}>
              {t('company:notes.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
