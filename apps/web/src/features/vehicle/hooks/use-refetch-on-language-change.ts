import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentVehicleQuery } from '@/hooks/use-current-vehicle';
import { showErrorToast } from '@/lib/toasts';

/**
 * The answered attributes come in the caller's language: when the language changes, the current
 * vehicle is loaded again (R-VEH-11: a failed translation load is 'Error getting data,
 * please try again').
 */
export function useRefetchOnLanguageChange(): void {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    const onChange = () => {
      if (!client.getQueryData(currentVehicleQuery().queryKey)) return;
      client
        .fetchQuery({ ...currentVehicleQuery(), staleTime: 0 })
        .catch(() => showErrorToast(i18n.t('vehicle:dataFailed')));
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [client, i18n]);
}
