import sharp from 'sharp';
import { startFakeServer, type FakeResponse, type FakeServer, type ReceivedRequest } from './fake-server';

/** An `images.edit` request as the OpenAI API receives it (multipart/form-data). */
export interface OpenAiEditRequest {
  path: string;
  authorization: string | undefined;
  model: string | null;
  prompt: string | null;
  quality: string | null;
  size: string | null;
  n: string | null;
  outputFormat: string | null;
  outputCompression: string | null;
  safetyIdentifier: string | null;
  /** The `image[]` parts in the order sent. */
  images: { name: string; type: string; buffer: Buffer }[];
  /** Every field name sent, to catch unexpected parameters. */
  fields: string[];
}

/** Parses the multipart body the real SDK sends, with the platform's own form-data parser. */
export async function parseOpenAiEdit(request: ReceivedRequest): Promise<OpenAiEditRequest> {
  const contentType = String(request.headers['content-type'] ?? '');
  if (!contentType.startsWith('multipart/form-data')) throw new Error(`Expected multipart/form-data, got ${contentType}`);
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(request.body),
  }).formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const images = await Promise.all(
    form.getAll('image[]').map(async (part) => {
      if (typeof part === 'string') throw new Error('image[] part is text, not a file');
      return { name: part.name, type: part.type, buffer: Buffer.from(await part.arrayBuffer()) };
    }),
  );
  return {
    path: request.url,
    authorization: request.headers.authorization,
    model: text('model'),
    prompt: text('prompt'),
    quality: text('quality'),
    size: text('size'),
    n: text('n'),
    outputFormat: text('output_format'),
    outputCompression: text('output_compression'),
    safetyIdentifier: text('safety_identifier'),
    images,
    fields: [...new Set(form.keys())],
  };
}

/** The API's success answer: `{ created, data: [{ b64_json }], usage, ... }`. */
export function openAiImageResponse(image: Buffer, edit?: OpenAiEditRequest): FakeResponse {
  return {
    status: 200,
    body: {
      created: 1_760_000_000,
      background: 'opaque',
      data: [{ b64_json: image.toString('base64') }],
      output_format: edit?.outputFormat ?? 'png',
      quality: edit?.quality ?? 'medium',
      size: edit?.size ?? '1024x1024',
      usage: {
        input_tokens: 1200,
        input_tokens_details: { image_tokens: 1000, text_tokens: 200 },
        output_tokens: 4160,
        output_tokens_details: { image_tokens: 4160, text_tokens: 0 },
        total_tokens: 5360,
      },
    },
  };
}

/** The API's error answer, e.g. `openAiErrorResponse(400, 'moderation_blocked', 'Your request was rejected...')`. */
export function openAiErrorResponse(status: number, code: string | null, message: string, type = 'invalid_request_error'): FakeResponse {
  return { status, body: { error: { message, type, param: null, code } } };
}

/** A JPEG of `size` ('1024x768') in one colour: what the fake "generates". */
export async function generatedJpeg(size: string | null, colour = '#5a7d9a'): Promise<Buffer> {
  const [width, height] = (size ?? '1024x1024').split('x').map(Number);
  return sharp({ create: { width: width || 1024, height: height || 1024, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A fake OpenAI API that records parsed edits and answers with `answer` (by default an image of the asked size). */
export interface FakeOpenAi extends FakeServer {
  /** Base URL to give the SDK (`.../v1`). */
  baseURL: string;
  edits(): Promise<OpenAiEditRequest[]>;
}

/** Starts a fake OpenAI images API on a free local port. */
export async function startFakeOpenAi(
  answer: (edit: OpenAiEditRequest, attempt: number) => FakeResponse | Promise<FakeResponse> = async (edit) =>
    openAiImageResponse(await generatedJpeg(edit.size), edit),
): Promise<FakeOpenAi> {
  let attempts = 0;
  const server = await startFakeServer(async (request) => {
    if (request.method !== 'POST' || request.url !== '/v1/images/edits') {
      return openAiErrorResponse(404, 'unknown_url', `Unknown request URL: ${request.method} ${request.url}`);
    }
    attempts += 1;
    return answer(await parseOpenAiEdit(request), attempts);
  });
  return {
    ...server,
    baseURL: `${server.url}/v1`,
    edits: () => Promise.all(server.requests.map(parseOpenAiEdit)),
  };
}
