/** Query keys of the car-customer page (/car-admin). */
export const carAdminKeys = {
  all: ['carAdmin'] as const,
  overview: ['carAdmin', 'overview'] as const,
  approval: (linkId: number) => ['carAdmin', 'approval', linkId] as const,
};
