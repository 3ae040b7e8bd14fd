/** A simple upload as the fake received it. */
export interface MultipartUpload {
  metadata: Record<string, unknown>;
  media: Buffer;
  mediaType: string;
}

/**
 * The two parts of the SDK's simple upload, as nodejs-common/util.js makeWritableStream writes them: JSON metadata,
 * then the media with its content type. Null when the body is not such a multipart/related pair.
 */
export function parseMultipartRelated(contentType: string | undefined, body: Buffer): MultipartUpload | null {
  const boundary = /^multipart\/related;\s*boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return null;
  const parts = splitParts(body, boundary);
  if (parts.length !== 2) return null;
  const [metadataPart, mediaPart] = parts as [Part, Part];
  if (!/^application\/json/i.test(metadataPart.headers['content-type'] ?? '')) return null;
  const metadata = parseJsonObject(metadataPart.body.toString('utf8'));
  if (!metadata) return null;
  return {
    metadata,
    media: mediaPart.body,
    mediaType: mediaPart.headers['content-type'] ?? 'application/octet-stream',
  };
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

function splitParts(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) return [];
    const part = body.subarray(afterDelimiter + 2, next - 2);
    const headEnd = part.indexOf('\r\n\r\n');
    if (headEnd === -1) return [];
    const headers = Object.fromEntries(
      part
        .subarray(0, headEnd)
        .toString('utf8')
        .split('\r\n')
        .map((line) => [
          line.slice(0, line.indexOf(':')).trim().toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    parts.push({ headers, body: part.subarray(headEnd + 4) });
    start = next;
  }
  return parts;
}
