// Baseline for api.ping.rps: a bare Node http server answering the same tiny JSON.
import { createServer } from 'node:http';

const body = '{"ok":true}';
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
