/**
 * `npm run bench`: every measured number of the project in one run. Each part prints its numbers and
 * a ratio against a simple baseline measured in the same process. Pass part names to run a subset:
 * `npm run bench -- streams engine`.
 */
const parts: Record<string, () => Promise<Record<string, number | string>>> = {
  streams: async () => (await import('./streams/index')).runStreamsBench(),
  engine: async () => (await import('./engine/index')).runEngineBench(),
  gateway: async () => (await import('./gateway/index')).runGatewayBench(),
  ui: async () => (await import('./ui/index')).runUiBench(),
  lighthouse: async () => (await import('./lighthouse/index')).runLighthouseBench(),
  risk: async () => (await import('./risk/index')).runRiskBench(),
  cycle: async () => (await import('./cycle/index')).runCycleBench(),
};

const wanted = process.argv.slice(2).filter((a) => a in parts);
const results: Record<string, Record<string, number | string>> = {};
for (const name of wanted.length ? wanted : Object.keys(parts)) {
  console.log(`\n== ${name} ==`);
  results[name] = await parts[name]!();
}
console.log('\n== summary (JSON) ==');
console.log(JSON.stringify(results, null, 2));
process.exit(0);

export {};
