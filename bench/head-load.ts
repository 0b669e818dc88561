import { connect } from 'node:net';

/**
 * A closed-loop HEAD load generator over raw keep-alive sockets. HEAD answers carry the
 * GET's Content-Length but no body, which HTTP benchmarking clients such as autocannon
 * wait for forever; here a response ends at its blank line, so every answer is counted.
 */
export async function headRequestsPerSecond(
  port: number,
  path: string,
  connections: number,
  ms: number,
): Promise<number> {
  const request = Buffer.from(`HEAD ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  let completed = 0;
  let failed = 0;
  const until = Date.now() + ms;
  await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<void>((done) => {
          const socket = connect(port, '127.0.0.1');
          let pending = '';
          socket.setNoDelay(true);
          socket.on('connect', () => socket.write(request));
          socket.on('data', (chunk) => {
            pending += chunk.toString('latin1');
            let end = pending.indexOf('\r\n\r\n');
            while (end >= 0) {
              if (pending.startsWith('HTTP/1.1 200')) completed++;
              else failed++;
              pending = pending.slice(end + 4);
              end = pending.indexOf('\r\n\r\n');
              if (Date.now() >= until) {
                socket.end();
                return;
              }
              socket.write(request);
            }
          });
          socket.on('error', () => {
            failed++;
            done();
          });
          socket.on('close', () => done());
        }),
    ),
  );
  if (failed > 0) throw new Error(`${failed} HEAD requests failed`);
  return completed / (ms / 1000);
}
