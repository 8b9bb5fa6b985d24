import { Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { DecodePlateQuery } from '@procounter/shared/contracts/vehicle';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '@/lib/toasts';
import { usePlateLookup } from '../api/decode-plate';
import { selectFromPtv } from '../api/select-from-ptv';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';
import {
  forcedSearch,
  listPlateCandidates,
  type PlateCandidate,
  platePromptKey,
} from '../utils/plate-results';
import { MarylandCaution } from './maryland-caution';
import classes from './vehicle.module.css';

export interface PlateSearch {
  state: string;
  plate: string;
  /** A new search each time the form is sent. */
  id: number;
}

/** The selector's other ways to a vehicle, offered when a plate finds none. */
export type OtherVehicleMode = 'vin' | 'ymm';

export interface PlateResultsModalProps {
  search: PlateSearch;
  choose: ChooseVehicle;
  onClose: () => void;
  /** Switches the selector to the VIN or year/make/model mode. */
  onTryMode?: (mode: OtherVehicleMode) => void;
}

/**
 * The plate lookup's modal (R-VEH-2, R-VEH-5): loading, then the vehicles with the
 * prompt for one, several or none; 'None of these are my vehicle' asks again with force. A plate
 * that finds none says what to try next: the VIN or year/make/model, a button each. The
 * service being down or the search failing closes it with a toast.
 */
export function PlateResultsModal({ search, choose, onClose, onTryMode }: PlateResultsModalProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<DecodePlateQuery>({
    state: search.state,
    plate: search.plate,
  });
  const [attempt, setAttempt] = useState(0);
  const [choosing, setChoosing] = useState<string | null>(null);
  const lookup = usePlateLookup(query, attempt);
  const serviceDown = lookup.data?.serviceDown === true;

  useEffect(() => {
    if (serviceDown) {
      showErrorToast(t('vehicle:plateServiceDown'));
      onClose();
    }
  }, [serviceDown, onClose, t]);

  useEffect(() => {
    if (lookup.isError) {
      showErrorToast(t('vehicle:searchFailed'));
      onClose();
    }
  }, [lookup.isError, onClose, t]);

  const noneOfThese = () => {
    if (!lookup.data) return;
    setQuery(forcedSearch(query, lookup.data));
    setAttempt((n) => n + 1);
  };

  const pick = async (candidate: PlateCandidate) => {
    setChoosing(candidate.key);
    const chosen = await choose(
      (quote) =>
        selectFromPtv(
          {
            vehicleId: candidate.vehicleId,
            plate: candidate.plate,
            vin: candidate.vin,
            state: candidate.state,
          },
          quote,
        ),
      () => showErrorToast(t('vehicle:updateFailed')),
    );
    // On success the panel closes; on failure the modal stays for another try.
    if (!chosen) setChoosing(null);
  };

  const tryMode = (mode: OtherVehicleMode) => {
    onClose();
    onTryMode?.(mode);
  };

  const candidates = lookup.data && !serviceDown ? listPlateCandidates(lookup.data) : [];
  const loading = lookup.isFetching || !lookup.data;

  // The main action takes the focus once the vehicles are there (issue 21): Enter picks the first
  // (the only one, for most plates). Focus the user moved out of the dialog stays.
  const firstCandidate = useRef<HTMLButtonElement>(null);
  const hasCandidates = !loading && candidates.length > 0;
  useEffect(() => {
    const button = firstCandidate.current;
    if (!hasCandidates || !button) return;
    const active = document.activeElement;
    const dialog = button.closest('[role="dialog"]');
    if (!active || active === document.body || dialog?.contains(active)) button.focus();
  }, [hasCandidates]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('vehicle:plateResultsTitle', { plate: query.plate, state: query.state })}
      centered
    >
      <Stack gap="sm">
        <MarylandCaution state={query.state} />
        {loading ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('vehicle:searching')}</Text>
          </Group>
        ) : (
          <>
            <Text fw={600}>{t(platePromptKey(candidates.length))}</Text>
            {candidates.map((candidate, index) => (
              <Button
                key={candidate.key}
                ref={index === 0 ? firstCandidate : undefined}
                variant="light"
                fullWidth
                justify="flex-start"
                className={classes.plateResult}
                loading={choosing === candidate.key}
                disabled={choosing !== null && choosing !== candidate.key}
                onClick={() => void pick(candidate)}
              >
                <Text span fw={700}>
                  {candidate.description}
                </Text>
                <Text span size="xs">
                  {`${t('vehicle:vin')} ${candidate.vin}`}
                </Text>
              </Button>
            ))}
            {candidates.length === 0 && onTryMode ? (
              <>
                <Text size="sm">{t('vehicle:plateNotFoundNext')}</Text>
                <Group gap="xs">
                  <Button variant="light" onClick={() => tryMode('vin')}>
                    {t('vehicle:plateTryVin')}
                  </Button>
                  <Button variant="light" onClick={() => tryMode('ymm')}>
                    {t('vehicle:plateTryYmm')}
                  </Button>
                </Group>
              </>
            ) : null}
            {candidates.length > 0 ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={noneOfThese}
                disabled={choosing !== null}
              >
                {t('vehicle:noneOfThese')}
              </Anchor>
            ) : null}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
