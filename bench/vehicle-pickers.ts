// Throughput and latency of the vehicle picker calls against the built server on a fresh data dir
// (first start loads the full catalog), compared with the trivial /api/health.
// Usage: npm run build && npm run bench:vehicle-pickers [-- seconds connections]
// BENCH_DATABASE_URL=postgres://... runs it on an empty PostgreSQL database instead of PGlite;
// BENCH_PORT (3210) is where the server listens.
import { runApiLoadBench } from './api-load';

await runApiLoadBench({
  name: 'pickers',
  defaultPort: 3210,
  async calls({ api }) {
    // The demo vehicle, found the way the selector finds it.
    const makes = await api<{ id: number; value: string }[]>('/vehicle/select/v2/makes?year=2013');
    const ford = makes.find((m) => m.value === 'Ford')!.id;
    const models = await api<{ baseVehicleId: number; model: { value: string } }[]>(
      `/vehicle/select/v2/models?year=2013&makeId=${ford}`,
    );
    const f150 = models.find((m) => m.model.value === 'F-150')!.baseVehicleId;
    return [
      { call: 'health (trivial)', path: '/api/health' },
      // What authentication alone costs: a call that reads little beyond the caller's session.
      { call: 'stickySessionInfo (authenticated)', path: '/api/current/stickySessionInfo' },
      { call: 'makes', path: '/api/vehicle/select/v2/makes?year=2013' },
      { call: 'models', path: `/api/vehicle/select/v2/models?year=2013&makeId=${ford}` },
      { call: 'engines', path: `/api/vehicle/select/engines?baseVehicleId=${f150}` },
      { call: 'submodels', path: `/api/vehicle/select/submodels?baseVehicleId=${f150}` },
    ];
  },
});
