import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  INSPECTION_ITEMS,
  INSPECTION_STATUSES,
  InspectionFormSchema,
  type InspectionStatus,
  VEHICLE_DOCUMENT_LIMITS,
} from '@procounter/shared/contracts/vehicle-documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useSaveInspection } from '../api/save-inspection';
import {
  type InspectionDraft,
  inspectionFormOf,
  newInspectionDraft,
} from '../utils/inspection-form';

/** The chosen condition's colour, dark enough for its white label (WCAG AA: 4.5:1 and more). */
const STATUS_COLORS: Record<InspectionStatus, string> = {
  OK: '#237032',
  NEEDS_ATTENTION: '#b03a0a',
  URGENT: '#c92a2a',
};

export interface InspectionFormModalProps {
  customerVehicleId: number;
  /** The user's name, the form's first inspector. */
  inspector: string;
  mileage: number | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The vehicle inspection form: inspector, mileage, each checklist item OK / Needs attention /
 * Urgent with a note, and notes; saved as a PDF document of the vehicle. A failed save keeps
 * everything typed.
 */
export function InspectionFormModal({
  customerVehicleId,
  inspector,
  mileage,
  onClose,
  onSaved,
}: InspectionFormModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const save = useSaveInspection();
  const [draft, setDraft] = useState<InspectionDraft>(() => newInspectionDraft(inspector, mileage));
  const [touched, setTouched] = useState(false);
  const form = inspectionFormOf(draft);
  const valid = form !== null && InspectionFormSchema.safeParse(form).success;
  const mileageError =
    touched && form === null ? t('vehicleDocuments:inspection.mileageInvalid') : null;
  const inspectorError = touched && draft.inspector.trim() === '' ? t('validation:required') : null;

  const setItem = (
    item: (typeof INSPECTION_ITEMS)[number],
    patch: Partial<InspectionDraft['items'][typeof item]>,
  ) => setDraft((d) => ({ ...d, items: { ...d.items, [item]: { ...d.items[item], ...patch } } }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!form || !valid) return;
    save.mutate({ customerVehicleId, form }, { onSuccess: onSaved });
  };

  const statusOptions = INSPECTION_STATUSES.map((status) => ({
    value: status,
    label: t(`vehicleDocuments:inspection.statuses.${status}`),
  }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('vehicleDocuments:inspection.title')}
      size="xl"
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" wrap={phone ? 'wrap' : 'nowrap'}>
            <TextInput
              label={t('vehicleDocuments:inspection.inspector')}
              value={draft.inspector}
              maxLength={VEHICLE_DOCUMENT_LIMITS.inspector}
              required
              error={inspectorError}
              onChange={(e) => setDraft({ ...draft, inspector: e.currentTarget.value })}
              data-autofocus
            />
            <TextInput
              label={t('vehicleDocuments:inspection.mileage')}
              value={draft.mileage}
              inputMode="numeric"
              error={mileageError}
              onChange={(e) => setDraft({ ...draft, mileage: e.currentTarget.value })}
            />
          </Group>
          <Text fw={600} id="inspection-checklist">
            {t('vehicleDocuments:inspection.checklist')}
          </Text>
          <Table aria-labelledby="inspection-checklist" verticalSpacing="xs">
            {phone ? null : (
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('vehicleDocuments:inspection.item')}</Table.Th>
                  <Table.Th>{t('vehicleDocuments:inspection.status')}</Table.Th>
                  <Table.Th>{t('vehicleDocuments:inspection.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
            )}
            <Table.Tbody>
              {INSPECTION_ITEMS.map((item) => {
                const label = t(`vehicleDocuments:inspection.items.${item}`);
                const status = (
                  <fieldset
                    key="status"
                    aria-label={`${label}: ${t('vehicleDocuments:inspection.status')}`}
                    style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
                  >
                    <SegmentedControl
                      size="xs"
                      fullWidth={phone}
                      data={statusOptions}
                      value={draft.items[item].status}
                      onChange={(value) => setItem(item, { status: value as InspectionStatus })}
                      color={STATUS_COLORS[draft.items[item].status]}
                    />
                  </fieldset>
                );
                const note = (
                  <TextInput
                    key="note"
                    size="xs"
                    value={draft.items[item].note}
                    maxLength={VEHICLE_DOCUMENT_LIMITS.itemNote}
                    aria-label={t('vehicleDocuments:inspection.noteFor', { item: label })}
                    onChange={(e) => setItem(item, { note: e.currentTarget.value })}
                  />
                );
                return phone ? (
                  <Table.Tr key={item}>
                    <Table.Td>
                      <Stack gap={4}>
                        <Text size="sm" fw={600}>
                          {label}
                        </Text>
                        {status}
                        {note}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  <Table.Tr key={item}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {label}
                      </Text>
                    </Table.Td>
                    <Table.Td>{status}</Table.Td>
                    <Table.Td>{note}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Textarea
            label={t('vehicleDocuments:inspection.notes')}
            value={draft.notes}
            maxLength={VEHICLE_DOCUMENT_LIMITS.notes}
            minRows={3}
            onChange={(e) => setDraft({ ...draft, notes: e.currentTarget.value })}
          />
          {save.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('vehicleDocuments:inspection.saveError')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('vehicleDocuments:cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('vehicleDocuments:inspection.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
