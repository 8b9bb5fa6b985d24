import { Box, Button, Group, Input, Loader, Paper, Text, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Its own chunk: Tiptap and ProseMirror load only when an article form opens, and it shows once its
// style sheet has loaded too.
const HelpRichTextEditor = lazy(async () => {
  const editor = await import('./rich-text-editor');
  await editor.stylesLoaded;
  return { default: editor.HelpRichTextEditor };
});

export interface ContentFieldProps {
  initialHtml: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * The article body: the rich text editor, and a preview of the HTML as the Help Center will show
 * it, sanitised with DOMPurify as there (the server sanitises it again on save). The editor stays
 * mounted under the preview so its undo history survives a look at the preview.
 */
export function ContentField({ initialHtml, value, onChange, onBlur, error }: ContentFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const [previewing, setPreviewing] = useState(false);

  return (
    <Box>
      <Group justify="space-between" align="end" mb={4}>
        <Input.Label id={labelId} required>
          {t('helpAdmin:articleForm.content')}
        </Input.Label>
        <Button
          variant="default"
          size="compact-sm"
          aria-pressed={previewing}
          onClick={() => setPreviewing((on) => !on)}
        >
          {t('helpAdmin:articleForm.preview')}
        </Button>
      </Group>
      <Box hidden={previewing}>
        <Suspense
          fallback={
            <Paper withBorder p="md" mih={200}>
              <Group gap="xs" role="status">
                <Loader size="sm" />
                <Text size="sm">{t('helpAdmin:articleForm.editorLoading')}</Text>
              </Group>
            </Paper>
          }
        >
          <HelpRichTextEditor
            initialHtml={initialHtml}
            onChange={onChange}
            onBlur={onBlur}
            labelId={labelId}
            describedBy={error ? errorId : undefined}
            invalid={Boolean(error)}
          />
        </Suspense>
      </Box>
      {previewing ? (
        <Paper
          withBorder
          p="md"
          mih={200}
          component="section"
          aria-label={t('helpAdmin:articleForm.previewLabel')}
        >
          {value ? (
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify */}
              <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(value) }} />
            </Typography>
          ) : (
            <Text c="dimmed">{t('helpAdmin:articleForm.previewEmpty')}</Text>
          )}
        </Paper>
      ) : null}
      {error ? (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      ) : null}
    </Box>
  );
}
