// The template cache is internal: dist/index.mjs does not export its size.
// This builds the ESM bundle exactly as rollup.config.mjs builds
// dist/index.mjs (same plugins, same externals), from an entry that also
// re-exports src/template/compile-template.ts as `templates` (templateCacheSize)
// and src/util/bounded-cache.ts as `cache` (its limit), so that the memory check can read the cache of the very code it
// is calling. Written under node_modules/.cache so that
// the external dependencies resolve as they do for dist/index.mjs.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { rollup } from "rollup";

const root = fileURLToPath(new URL("..", import.meta.url));
const ENTRY = "\0bench-internals-entry";

/** Builds it; returns the path of the built module. */
export async function buildWithInternals() {
  process.chdir(root); // the TypeScript plugin resolves tsconfig.json from the working directory
  const { default: configs } = await import(pathToFileURL(`${root}rollup.config.mjs`).href);
  // The ES module build of the two entries (dist/index.mjs, dist/openapi.mjs).
  const esm = configs.find((config) => config.output?.format === "es" && config.output?.dir === "dist");
  const entry = {
    name: "bench-internals-entry",
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) =>
      id === ENTRY
        ? `export * from ${JSON.stringify(`${root}src/index.ts`)};\n` +
          `export * as templates from ${JSON.stringify(`${root}src/template/compile-template.ts`)};\n` +
          `export * as cache from ${JSON.stringify(`${root}src/util/bounded-cache.ts`)};\n`
        : null,
  };
  const bundle = await rollup({ ...esm, input: ENTRY, plugins: [entry, ...esm.plugins], onwarn: () => {} });
  const { output } = await bundle.generate({ format: "es" });
  await bundle.close();
  const dir = `${root}node_modules/.cache/rest-endpoint-bench`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/with-internals.mjs`;
  writeFileSync(file, output[0].code);
  return file;
}
