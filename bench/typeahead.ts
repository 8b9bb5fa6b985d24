// Throughput and latency of the typeahead, preprocess and part type calls against the built server
// on a fresh data dir (first start loads the vehicle and demo parts catalogs), compared with the
// trivial /api/health.
// Usage: npm run build && npm run bench:typeahead [-- seconds connections]
// BENCH_DATABASE_URL=postgres://... runs it on an empty PostgreSQL database instead of PGlite;
// BENCH_PORT (3220) is where the server listens.
import { runApiLoadBench } from './api-load';

await runApiLoadBench({
  name: 'typeahead',
  defaultPort: 3220,
  async calls({ api }) {
    const shop = await api<{ id: number }>('/current/shop');
    const first = Date.now();
    await api('/search/keyword/v3/typeahead?query=b&suggestionType=PART_TYPE');
    console.log(`first typeahead (builds the in-memory index): ${Date.now() - first} ms`);

    return [
      { call: 'health (trivial)', path: '/api/health' },
      {
        call: 'typeahead v3 "brake pa"',
        path: '/api/search/keyword/v3/typeahead?query=brake%20pa&suggestionType=PART_TYPE',
      },
      {
        call: 'typeahead legacy "2013 ford f"',
        path: '/api/search/keyword/typeahead?query=2013%20ford%20f&entSearchEnabled=false',
      },
      {
        call: 'typeahead v3 "e" (99 cap)',
        path: '/api/search/keyword/v3/typeahead?query=e&suggestionType=PART_TYPE',
      },
      {
        call: 'preprocess part number',
        path: `/api/search/keyword/preprocess?query=DBP-1234&shopId=${shop.id}`,
      },
      {
        call: 'preprocess synonym',
        path: `/api/search/keyword/preprocess?query=brake%20pads&shopId=${shop.id}`,
      },
      {
        call: 'searchPartType.json',
        path: '/api/parttypes/searchPartType.json?query=filter&max=15&sort=RANK',
      },
      { call: 'mostpopular', path: '/api/parttypes/mostpopular' },
    ];
  },
});
