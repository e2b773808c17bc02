// Lists the biggest source modules in the chunks a page loads first (rendered bytes, pre-gzip),
// to see what to lazy-load when the bundle budget fails. Usage:
//   node bench/analyze-bundle.mjs [outDir=/tmp/bundle-analysis] [chunk-name-filter]
// TOP=n lists n modules per chunk (default 25). Then `node scripts/check-bundle-budget.mjs outDir`
// gives each page's first-paint total from the same build.
import { build } from 'vite';

const outDir = process.argv[2] ?? '/tmp/bundle-analysis';
const filter = process.argv[3] ?? '';
const report = [];
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'module-sizes',
      generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const [id, info] of Object.entries(chunk.modules)) {
            report.push({ chunk: chunk.fileName, id, bytes: info.renderedLength });
          }
        }
      },
    },
  ],
});
const byChunk = new Map();
for (const row of report) {
  if (filter && !row.chunk.includes(filter)) continue;
  const list = byChunk.get(row.chunk) ?? [];
  list.push(row);
  byChunk.set(row.chunk, list);
}
for (const [chunk, rows] of [...byChunk].sort()) {
  const total = rows.reduce((s, r) => s + r.bytes, 0);
  console.log(`\n${chunk}  ${(total / 1024).toFixed(1)} KB rendered`);
  for (const r of rows.sort((a, b) => b.bytes - a.bytes).slice(0, Number(process.env.TOP ?? 25))) {
    const short = r.id.replace(/^.*node_modules\//, 'nm:').replace(/^.*\/src\/web\//, 'web:');
    console.log(`  ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${short}`);
  }
}
