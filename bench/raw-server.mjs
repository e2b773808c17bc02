// The ceiling: node:http answering a constant JSON, nothing else. `node bench/raw-server.mjs PORT`
import { createServer } from 'node:http';

const body = JSON.stringify({ pong: true });
createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}).listen(Number(process.argv[2] ?? 3999), '127.0.0.1', () =>
  console.log('raw server is running on'),
);
