// A customer vehicle's documents (issue 25 part 5), apart from API (api-paths.ts): only the vehicle
// documents' own code asks for them, and every entry of API is in the JavaScript every page loads.
export const VEHICLE_DOCUMENTS_API = {
  vehicleDocuments: '/vehicle-documents',
  vehicleDocumentFiles: '/vehicle-documents/files',
  vehicleDocumentInspections: '/vehicle-documents/inspections',
  vehicleDocument: (id: number | string) => `/vehicle-documents/${id}`,
  vehicleDocumentFile: (id: number | string) => `/vehicle-documents/${id}/file`,
} as const;
