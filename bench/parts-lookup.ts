// Part lookup under load: GET /api/catalog/products for the Disc Brake Pads of a selected 2013 Ford
// F-150 (the demo tech user's current vehicle), against the trivial /api/health, on the built
// server. Goal (issue 4): server p99 under 50 ms on the benchmark-scale catalog.
// Usage: npm run build && [BENCH_PRODUCTS=1000000] npm run bench:parts-lookup [-- seconds connections]
// BENCH_DATABASE_URL, BENCH_PRODUCTS and BENCH_PORT (3230) as in api-load.ts.
import { runApiLoadBench } from './api-load';

await runApiLoadBench({
  name: 'parts-lookup',
  defaultPort: 3230,
  async calls({ api }) {
    const makes = await api<{ id: number; value: string }[]>('/vehicle/select/v2/makes?year=2013');
    const ford = makes.find((m) => m.value === 'Ford')!;
    const models = await api<{ baseVehicleId: number; model: { value: string } }[]>(
      `/vehicle/select/v2/models?year=2013&makeId=${ford.id}`,
    );
    const f150 = models.find((m) => m.model.value === 'F-150')!;
    await api('/vehicle/select/v2/', { baseVehicleId: f150.baseVehicleId });
    const found = await api<{ partTypeId: string; partTypeName: string }[]>(
      '/parttypes/searchPartType.json?query=disc%20brake%20pad&max=15&sort=RANK',
    );
    const pad = found.find((p) => p.partTypeName === 'Disc Brake Pad')!;
    const lookup = `/catalog/products?partTypeId=${pad.partTypeId}`;
    const first = await api<{ products: { productId: number }[] }>(lookup);
    console.log(`2013 Ford F-150, Disc Brake Pad: ${first.products.length} products`);
    const ids = first.products.slice(0, 10).map((p) => p.productId);
    return [
      { call: 'health (trivial)', path: '/api/health' },
      { call: 'catalog/products F-150 brake pads', path: `/api${lookup}` },
      { call: 'catalog/products sort PRICE', path: `/api${lookup}&sort=PRICE` },
      { call: 'product/extraInfo', path: `/api/product/extraInfo?productId=${ids[0]}` },
    ];
  },
});
