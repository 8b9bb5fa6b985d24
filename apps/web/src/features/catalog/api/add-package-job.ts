import { notifications } from '@mantine/notifications';
import { API } from '@procounter/shared/contracts/api-paths';
import type { AddPackageJobBody } from '@procounter/shared/contracts/package-job';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { ApiError, apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';
import { signalInteraction } from '@/lib/signals';

/**
 * POST /worksheet/rest/addPackageJob {jobId, lines, withLabor}: the chosen parts of a job and its
 * labor line onto the current quote, all or nothing; answers the quote's summary. 422
 * QTY_EXCEEDS_1000, 409 WORKSHEET_LOCKED, 409 NO_CURRENT_VEHICLE.
 */
export function addPackageJob(body: AddPackageJobBody) {
  return apiRequest<QuoteSummary>(API.addPackageJob, { method: 'POST', json: body });
}

export interface AddPackageJobInput {
  body: AddPackageJobBody;
  /** The job's name, as the notice says it. */
  name: string;
}

/**
 * Add job to quote, as hooks/use-add-to-quote.ts adds a part: the answer replaces the mini
 * quote's data and the quote pages are read again; a success is a notice naming the job.
 * NO_CURRENT_VEHICLE opens the vehicle selector in forced mode and adds once a vehicle is chosen;
 * the other failures are the caller's to show (the choices stay as they were).
 */
export function useAddPackageJob() {
  const client = useQueryClient();
  const { t } = useTranslation();
  const { requireVehicle } = useVehicleRequirement();
  const mutation = useMutation({
    mutationFn: ({ body }: AddPackageJobInput) => addPackageJob(body),
    onSuccess: async (summary, { body, name }) => {
      await client.cancelQueries({ queryKey: quoteKeys.mini });
      client.setQueryData(quoteKeys.mini, summary);
      // Each part of the job is an add to the quote for the best match (issue 25 part 4).
      signalInteraction(
        'CART',
        body.lines.map((line) => Number(line.productId)),
      );
      void client.invalidateQueries({
        queryKey: quoteKeys.all,
        predicate: (query) => query.queryKey[1] === 'detail',
      });
      notifications.show({
        color: 'green',
        withBorder: true,
        message: t('jobs:view.added', { name }),
      });
    },
    onError: (error, input) => {
      if (error instanceof ApiError && error.code === 'NO_CURRENT_VEHICLE') {
        void requireVehicle(() => mutation.mutate(input));
      }
    },
  });
  return mutation;
}
