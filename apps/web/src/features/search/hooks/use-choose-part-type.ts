import type {
  PartTypeNode,
  SelectPartTypeBody,
  TypeaheadPartType,
} from '@procounter/shared/contracts/catalog-search';
import { CancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { partTypeKeys } from '@/lib/query-keys';
import { showErrorToast } from '@/lib/toasts';
import { clearAndSelectPartType } from '../api/clear-and-select-part-type';
import { productsPath, suggestionResultsPath } from '../utils/search-paths';

/** What choosing a part type needs, from a typeahead result or a part type list. */
export interface PartTypeChoice {
  partTypeId: string;
  platformId: SelectPartTypeBody['platformId'];
  name: string;
  /** Needs a vehicle (R-SEARCH-4); a universal part type does not. */
  applicationPartType: boolean;
  /** Only a leaf can be selected; a category is searched for by its name instead. */
  leaf: boolean;
  /** The positions the search named ('brake pads front'): the products open narrowed to them. */
  positions?: readonly string[];
}

export function fromTypeaheadPartType(partType: TypeaheadPartType): PartTypeChoice {
  return {
    partTypeId: partType.partTypeId,
    platformId: partType.platform,
    name: partType.displayName,
    applicationPartType: partType.applicationPartType,
    leaf: partType.leaf,
  };
}

export function fromPartTypeNode(node: PartTypeNode): PartTypeChoice {
  return {
    partTypeId: node.partTypeId,
    platformId: node.platformId,
    name: node.partTypeName,
    applicationPartType: node.applicationPartType,
    leaf: node.leaf,
  };
}

/**
 * Choosing a part type (R-SEARCH-4, R-VEH-12, R-PART-5): one that needs a vehicle, while none is
 * current, opens the vehicle selector in forced mode and waits there; once a vehicle is chosen
 * (or at once, with a vehicle or for a universal part type) the selection becomes this part type
 * (POST clearAndSelectPartType) and its products are listed. A failure is 'Error retrieving product
 * data. Please try again.'. A category cannot be selected: its name is searched for instead.
 */
export function useChoosePartType(): (partType: PartTypeChoice) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { requireVehicle } = useVehicleRequirement();

  return useCallback(
    async (partType: PartTypeChoice) => {
      if (!partType.leaf) {
        void navigate(suggestionResultsPath(partType.name));
        return;
      }
      const select = async () => {
        try {
          const selection = await clearAndSelectPartType({
            partTypeId: partType.partTypeId,
            platformId: partType.platformId,
          });
          // The products page looks up the selection: it must see the new one, not its cache.
          client.setQueryData(partTypeKeys.selected, selection);
          void navigate(productsPath(partType.positions));
        } catch (error) {
          if (!(error instanceof CancelledError)) {
            showErrorToast(t('common:parts.productLookupFailed'));
          }
        }
      };
      if (partType.applicationPartType) await requireVehicle(() => void select());
      else await select();
    },
    [client, navigate, requireVehicle, t],
  );
}
