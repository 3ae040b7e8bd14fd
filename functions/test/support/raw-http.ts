import { connect, type Socket } from 'node:net';

/** An HTTP answer read off a raw socket. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Opens a TCP connection to the app behind `baseUrl` (`http://127.0.0.1:port`). */
export async function openSocket(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** The head of a request: its request line and headers, ending in the blank line. */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...lines, '', ''].join('\r\n');
}

/**
 * Writes `bytes` exactly as given (so a body can lie about its length or end early), then reads the answer until the
 * server closes the connection. Fails after `timeoutMs` rather than hanging when no answer comes.
 */
export async function sendRaw(baseUrl: string, bytes: Buffer | string, timeoutMs = 10_000): Promise<RawResponse> {
  const socket = await openSocket(baseUrl);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`No answer within ${timeoutMs} ms`)));
  socket.write(bytes);
  await new Promise<void>((resolve, reject) => {
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
  return parseResponse(Buffer.concat(chunks).toString('utf8'));
}

function parseResponse(text: string): RawResponse {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd === -1) throw new Error(`Not an HTTP response: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...headerLines] = text.slice(0, headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(headEnd + 4);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: headers['transfer-encoding'] === 'chunked' ? unchunk(body) : body,
  };
}

/** The payload of a chunked body (the tests' answers are small text). */
function unchunk(body: string): string {
  let rest = body;
  let out = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 4 + size);
  }
}
