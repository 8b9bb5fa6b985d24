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
  async calls(api) {
    const shop = await api<{ id: number }>('/current/shop');
    const first = Date.now();
    await api('/search/keyword/v3/typeahead?query=b&suggestionType=PART_TYPE');
    console.log(`first typeahead (builds the in-memory index): ${Date.now() - first} ms`);

    return [
      ['health (trivial)', '/api/health'],
      [
        'typeahead v3 "brake pa"',
        '/api/search/keyword/v3/typeahead?query=brake%20pa&suggestionType=PART_TYPE',
      ],
      [
        'typeahead legacy "2013 ford f"',
        '/api/search/keyword/typeahead?query=2013%20ford%20f&entSearchEnabled=false',
      ],
      [
        'typeahead v3 "e" (99 cap)',
        '/api/search/keyword/v3/typeahead?query=e&suggestionType=PART_TYPE',
      ],
      ['preprocess part number', `/api/search/keyword/preprocess?query=DBP-1234&shopId=${shop.id}`],
      ['preprocess synonym', `/api/search/keyword/preprocess?query=brake%20pads&shopId=${shop.id}`],
      ['searchPartType.json', '/api/parttypes/searchPartType.json?query=filter&max=15&sort=RANK'],
      ['mostpopular', '/api/parttypes/mostpopular'],
    ];
  },
});
