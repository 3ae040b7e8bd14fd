/**
 * zod probes whether it may compile validators with `new Function` when it builds its first object schema. The
 * Content-Security-Policy (firebase.json) forbids eval, and Chrome reports the probe as a violation even though zod
 * catches it. zod's jitless mode skips the probe. It is set on zod's global config object before any module
 * builds a schema (main.tsx imports this file first), without loading zod itself on the landing page.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
