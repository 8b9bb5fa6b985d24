import { API } from '@procounter/shared/contracts/api-paths';
import { apiRequest } from '@/lib/api-client';

/** DELETE /vehicle/select/attribute/{attributeId}: engine 10011 or submodel 10028. */
export function removeAttribute(attributeId: number) {
  return apiRequest(API.removeAttribute(attributeId), { method: 'DELETE' });
}
