// Preloaded into a bench server (`node --require bench/statement-count.cjs …`,
// bench:renewals --statements): counts every statement the process sends through `pg`, by its
// text (a prepared statement by its name). SIGWINCH (as bench/loop-probe.cjs) writes the counts
// since the last signal to STATEMENT_COUNT_FILE as JSON and starts again. How decision 141 found
// ~41 statements a renewal; kept so the next change to the renewal path is counted the same way.
// `%p` in the file's name is the process id (several processes share one environment).
const { writeFileSync } = require('node:fs');
const pg = require('pg');

const file = process.env.STATEMENT_COUNT_FILE?.replace('%p', String(process.pid));
let counts = new Map();

function keyOf(config) {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object') {
    if (config.name) return `prepared ${config.name}`;
    if (typeof config.text === 'string') return config.text;
  }
  return '(unknown)';
}

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  const key = keyOf(config).replace(/\s+/g, ' ').slice(0, 160);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.call(this, config, ...rest);
};

process.on('SIGWINCH', () => {
  const sorted = [...counts].sort((x, y) => y[1] - x[1]);
  if (file) writeFileSync(file, JSON.stringify(Object.fromEntries(sorted), null, 1));
  counts = new Map();
});
