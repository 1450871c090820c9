import http from 'node:http';

export type StreamedAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; sent: number };

/**
 * POSTs up to `total` bytes to `url` a piece at a time, chunked unless `headers` declare a
 * Content-Length, and stops sending once the answer arrives. `sent` is how much went out before
 * that. Once answered, a write into a connection the server has closed may fail: that is the
 * server hanging up, not an error of the request.
 */
export function streamPost(
  url: string,
  total: number,
  { headers = {}, pieceBytes = 64 * 1024 }: { headers?: Record<string, string>; pieceBytes?: number } = {},
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sent }));
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(pieceBytes, 'a');
    const writable = () =>
      new Promise<void>((resume) => {
        const done = () => {
          request.off('drain', done).off('close', done);
          resume();
        };
        request.on('drain', done).on('close', done);
      });
    (async () => {
      while (!answered && sent < total && !request.destroyed) {
        const next = piece.subarray(0, Math.min(piece.length, total - sent));
        sent += next.length;
        if (!request.write(next)) await writable();
      }
      if (!answered && !request.destroyed) request.end();
    })();
  });
}

/**
 * The status a server answers a CONNECT with (a tunnel request, which fetch cannot send and
 * Node's server hands to its 'connect' listeners instead of the app).
 */
export function connectStatus(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'CONNECT', path: 'example.org:443' });
    request.on('connect', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('response', (response) => resolve(response.statusCode ?? 0));
    request.on('error', reject);
    request.end();
  });
}
