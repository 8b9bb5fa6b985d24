/** Query keys of a customer vehicle's documents. */
export const vehicleDocumentKeys = {
  all: ['vehicleDocuments'] as const,
  list: (customerVehicleId: number) => ['vehicleDocuments', 'list', customerVehicleId] as const,
};
