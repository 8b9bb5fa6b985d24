import type { ApiContext, BenchCall } from './api-load';

// The parts lookup the benchmarks measure (bench:parts-lookup, bench:workers): the Disc Brake Pads
// of a selected 2013 Ford F-150, the demo tech user's current vehicle; health first.
export async function partsLookupCalls({ api }: ApiContext): Promise<BenchCall[]> {
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
}
