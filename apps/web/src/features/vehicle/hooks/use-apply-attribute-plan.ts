import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '@/lib/toasts';
import { removeAttribute } from '../api/remove-attribute';
import { selectAttributes } from '../api/select-attributes';
import type { AttributeEditPlan } from '../utils/attribute-edit';
import { refreshVehicleData } from './refresh-vehicle-data';

/** Which call of a plan failed, for its message. */
class AttributeStepError extends Error {
  constructor(readonly step: 'remove' | 'select') {
    super(step);
  }
}

/**
 * Runs an attribute edit: the removals one call each, in the plan's order (submodel before
 * engine), then selectAttributes. The vehicle is reloaded whatever happened, so the panel shows
 * what the server holds.
 */
export function useApplyAttributePlan() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (plan: AttributeEditPlan) => {
      for (const attributeId of plan.removals) {
        await removeAttribute(attributeId).catch(() => {
          throw new AttributeStepError('remove');
        });
      }
      if (plan.select) {
        await selectAttributes(plan.select).catch(() => {
          throw new AttributeStepError('select');
        });
      }
    },
    onError: (error) => {
      const removal = error instanceof AttributeStepError && error.step === 'remove';
      showErrorToast(t(removal ? 'vehicle:attributeRemovalFailed' : 'vehicle:changeFailed'));
    },
    onSettled: () => refreshVehicleData(client),
  });
}
