import { File as NodeFile } from 'node:buffer';

/**
 * The multipart body of a request a test intercepted, as a FormData of the test environment's own File objects. The
 * handlers cannot call `request.formData()`: Node 24's fetch builds each file part with the global File, which jsdom
 * has replaced, and then refuses it as not Node's own File (its multipartFormDataParser asserts `webidl.is.File`).
 */
export async function formDataOf(request: Request): Promise<FormData> {
  const boundary = /boundary="?([^";]+)"?/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error(`Not a multipart request: ${request.headers.get('content-type')}`);
  const body = Buffer.from(await request.arrayBuffer());
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const form = new FormData();
  // The body starts with the first delimiter without its CRLF; each part runs to the next one.
  let start = body.indexOf(`--${boundary}`) + delimiter.length - 2;
  while (body.subarray(start, start + 2).toString() === '\r\n') {
    const end = body.indexOf(delimiter, start);
    if (end === -1) throw new Error('A multipart part has no closing delimiter');
    const headersEnd = body.indexOf('\r\n\r\n', start);
    const headers = body.subarray(start + 2, headersEnd).toString('utf8');
    const content = body.subarray(headersEnd + 4, end);
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(headers)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? '';
    if (filename === undefined) form.append(name, content.toString('utf8'));
    else form.append(name, new File([new Uint8Array(content)], filename, { type }));
    start = end + delimiter.length;
  }
  return form;
}

/**
 * `init` with its FormData body copied into Node's own FormData of Node's own Files. Node 24's fetch sends only those
 * as multipart: jsdom's FormData (the test environment's) goes out with each file as the text "[object Blob]".
 */
export async function asNodeFormData(init: RequestInit & { body: FormData }): Promise<RequestInit> {
  // The FormData class Node's fetch builds, which jsdom's global FormData hides.
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const form = new NodeFormData();
  for (const [name, value] of init.body) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, { type: value.type }) as Blob,
      );
  }
  return { ...init, body: form };
}
