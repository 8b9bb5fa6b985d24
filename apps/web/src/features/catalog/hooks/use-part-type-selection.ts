import type { CatalogTabOrigin } from '@procounter/shared/domain/constants';
import {
  checkPartTypeSelection,
  refusalOfErrorCode,
} from '@procounter/shared/domain/part-type-selection';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toasts';
import { useClearPartTypes } from '../api/clear-part-types';
import { useDeselectPartType } from '../api/deselect-part-type';
import { useSelectedPartTypes } from '../api/get-selected-part-types';
import { useSelectPartType } from '../api/select-part-type';
import { REFUSAL_MESSAGES } from '../utils/selection-rules';

export interface PartTypeChoice {
  partTypeId: string;
  platformId: '05' | '99' | '90';
  gaTabOrigin?: CatalogTabOrigin;
}

/**
 * The user's part type selection as the server keeps it (per user), and the ways to change it. A
 * choice the rules refuse (limit of 5, duplicate, kit with others) is refused before any call;
 * the server's refusal (another tab changed the selection) reads the same. Refusals and failures
 * are error toasts (R-PART-3, R-PART-5).
 */
export function usePartTypeSelection() {
  const { t } = useTranslation();
  const selected = useSelectedPartTypes();
  const select = useSelectPartType();
  const deselect = useDeselectPartType();
  const clear = useClearPartTypes();
  const list = selected.data ?? [];

  const fail = (error: unknown) => {
    const refusal = error instanceof ApiError ? refusalOfErrorCode(error.code) : null;
    showErrorToast(t(refusal ? REFUSAL_MESSAGES[refusal] : 'common:parts.productLookupFailed'));
  };

  const add = (choice: PartTypeChoice) => {
    const refusal = checkPartTypeSelection(
      list.map((s) => s.partTypeId),
      choice.partTypeId,
    );
    if (refusal) {
      showErrorToast(t(REFUSAL_MESSAGES[refusal]));
      return;
    }
    select.mutate(choice, { onError: fail });
  };

  const remove = (partTypeId: string) => deselect.mutate(partTypeId, { onError: fail });

  const toggle = (choice: PartTypeChoice, checked: boolean) =>
    checked ? add(choice) : remove(choice.partTypeId);

  const clearAll = () => clear.mutate(undefined, { onError: fail });

  return {
    query: selected,
    selected: list,
    isSelected: (partTypeId: string) => list.some((s) => s.partTypeId === partTypeId),
    isChanging: select.isPending || deselect.isPending || clear.isPending,
    add,
    remove,
    toggle,
    clearAll,
  };
}
