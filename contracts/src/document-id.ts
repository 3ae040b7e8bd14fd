/** Firestore's largest document id, in bytes of UTF-8. */
export const MAX_DOCUMENT_ID_BYTES = 1500;

/**
 * Whether Firestore takes `id` as a document id: 1 to 1500 bytes of UTF-8, no `/`, neither `.` nor `..`, and not of
 * the reserved form `__…__`. A client string failing this would make Firestore throw instead of finding nothing.
 */
export function isUsableDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    utf8Bytes(id) <= MAX_DOCUMENT_ID_BYTES &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/s.test(id)
  );
}

/** Bytes of `text` in UTF-8, counted by hand: contracts run in the browser too, without Node's Buffer. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Zod `params` of a refusal the API answers like the route's own "not found" (404) or "wrong credentials" (401)
 * rather than as a 400: an id Firestore cannot hold names nothing that exists.
 */
export interface AnswerAsParams {
  answerStatus: 401 | 404;
}
