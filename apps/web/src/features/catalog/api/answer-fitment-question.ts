import { API } from '@procounter/shared/contracts/api-paths';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import type { RetainedAnswerBody } from '@procounter/shared/contracts/vehicle-attributes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { vehicleKeys } from '@/lib/query-keys';
import { showErrorToast } from '@/lib/toasts';

/**
 * POST /attributes/questions/retain/answer: the answer to a question about the vehicle (drive
 * type, brake system, towing package) kept with it. The answer is the current vehicle with its
 * answered attributes: the panel shows it at once and the lookup, which follows the vehicle,
 * looks up again. A failure says so and changes nothing.
 */
export function useAnswerVehicleQuestion() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetainedAnswerBody) =>
      apiRequest<CurrentVehicle>(API.attributeRetainAnswer, { method: 'POST', json: body }),
    onSuccess: (vehicle) => client.setQueryData(vehicleKeys.current, vehicle),
    onError: () => showErrorToast(t('fitment:answerFailed')),
  });
}
