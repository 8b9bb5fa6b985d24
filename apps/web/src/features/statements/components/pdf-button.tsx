import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '@/lib/toasts';
import { downloadPdf } from '../api/download-pdf';

/** Download PDF: the document in the page's language, saved under its file name. */
export function PdfButton({
  path,
  fileName,
  label,
}: {
  path: string;
  fileName: string;
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPdf(path, fileName, i18n.language);
    } catch {
      showErrorToast(t('statements:statement.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="sm"
      onClick={() => void download()}
      loading={busy}
      aria-label={label}
    >
      {t('statements:statement.downloadPdf')}
    </Button>
  );
}
