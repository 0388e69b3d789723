/**
 * Zod compiles fast object parsers with `new Function` when it may, and finds out whether it may by trying one.
 * The pages' Content-Security-Policy allows no eval (decision 0031): the try is refused, and Chromium reports the
 * refusal as a policy violation even though Zod catches it. With `jitless` Zod neither tries nor compiles.
 *
 * Set through the global Zod keeps its settings in (zod/v4/core/core.js, `globalThis.__zod_globalConfig`, what
 * `z.config()` writes), not by importing Zod: the entry would then carry Zod's whole chunk on every first route.
 * Imported first by main.tsx, before any schema parses; zod-without-eval.test.ts checks Zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
