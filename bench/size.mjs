// Size of the browser bundle (dist/rest-endpoint.umd.min.js, all
// dependencies included) and where its bytes go.
//
//   node bench/size.mjs              the report (after `npm run build`)
//   node bench/size.mjs --umd-json   just { raw, minified, gzip } as JSON
//                                    (used by __tests__/package/bundle-size.test.ts)
//
// How the bytes are attributed. Every byte of the minified file is assigned,
// through the bundle's source map, to the source file its code came from
// (the method of source-map-explorer): a mapping segment owns the text from
// its column to the next segment's. That is exact for the file that ships,
// after tree-shaking and minification, and it covers our modules and the
// three dependencies alike; bytes no segment claims are "(unmapped)": the UMD
// wrapper and the sourceMappingURL comment, mostly. gzip cannot be split that
// way, as the compressor shares repeated text across modules; "gzip alone"
// compresses each file's share on its own, which overstates it (the column
// adds up to more than the total) but ranks the modules fairly. The
// dependencies are also bundled alone (the names src/ imports, rollup +
// node-resolve + terser): what they would cost without us.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse } from "acorn";
import { rollup } from "rollup";
import resolve from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import { decodeMappings } from "./source-map.mjs";
import { appSizes, appTable } from "./bundle-apps.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const UMD = `${root}dist/rest-endpoint.umd.min.js`;
// The core UMD's target (docs/performance.md, "Bundle size"); the test holds the size reached:
// __tests__/package/bundle-size.test.ts.
const BUDGET = 10500;
const DEPENDENCIES = ["universal-user-agent", "url-template"];

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const brotli = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const bytes = (text) => Buffer.byteLength(text);
const inBytes = (n) => `${n.toLocaleString("en-US")} B`;

/** The UMD bundle as rollup.config.mjs builds it, but without terser. */
async function unminifiedUmd() {
  process.chdir(root); // the TypeScript plugin reads tsconfig.json from here
  const { default: configs } = await import(pathToFileURL(`${root}rollup.config.mjs`).href);
  const umd = configs.find((config) => config.output?.format === "umd");
  const bundle = await rollup({
    ...umd,
    plugins: umd.plugins.filter((plugin) => plugin.name !== "terser"),
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ ...umd.output, sourcemap: false });
  await bundle.close();
  return output[0].code;
}

export async function umdSizes() {
  const minified = readFileSync(UMD, "utf8");
  return {
    raw: bytes(await unminifiedUmd()),
    minified: bytes(minified),
    gzip: gzip(minified),
    brotli: brotli(minified),
  };
}

// The names src/ imports from each dependency, read from the source so the
// measurement follows the code.
function importedNames() {
  const names = Object.fromEntries(DEPENDENCIES.map((dependency) => [dependency, new Set()]));
  // Every .ts file under src/, in any folder.
  const files = readdirSync(`${root}src`, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".ts"));
  for (const file of files) {
    const text = readFileSync(`${root}src/${file}`, "utf8");
    for (const [, list, from] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
      if (!(from in names)) continue;
      for (const name of list
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean))
        names[from].add(name);
    }
  }
  return names;
}

/** Minified ESM bundle of `source` (module text), dependencies resolved for the browser. */
async function minifiedBundle(source) {
  const id = "\0size-entry";
  const entry = {
    name: "size-entry",
    resolveId: (x) => (x === id ? id : null),
    load: (x) => (x === id ? source : null),
  };
  const bundle = await rollup({
    input: id,
    plugins: [entry, resolve({ browser: true }), terser({ format: { comments: false } })],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: "es" });
  await bundle.close();
  return output[0].code;
}

/** The text of `code` owned by each source file of `map`, plus "(unmapped)". */
export function attribute(code, map) {
  const owned = new Map();
  const add = (owner, text) => owned.set(owner, (owned.get(owner) ?? "") + text);
  const decoded = decodeMappings(map);
  // By the file's lines, not the map's: lines the map has no entry for (the
  // sourceMappingURL comment) still ship.
  code.split("\n").forEach((line, lineIndex, lines) => {
    const segments = decoded[lineIndex] ?? [];
    add("(unmapped)", line.slice(0, segments[0]?.column ?? line.length));
    segments.forEach((segment, k) => {
      add(segment.source ?? "(unmapped)", line.slice(segment.column, segments[k + 1]?.column ?? line.length));
    });
    if (lineIndex < lines.length - 1) add("(unmapped)", "\n");
  });
  return owned;
}

/**
 * `code` with the text of every string literal and template literal emptied
 * (regular expressions stay: they are logic). What is left is a lower bound
 * on what the bundle's logic costs, whatever its messages say.
 */
export function withoutText(code) {
  const ranges = [];
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node.type !== "string") return;
    if (node.type === "Literal" && typeof node.value === "string") ranges.push([node.start + 1, node.end - 1]);
    else if (node.type === "TemplateElement") ranges.push([node.start, node.end]);
    for (const key of Object.keys(node)) if (node[key] && typeof node[key] === "object") walk(node[key]);
  };
  walk(parse(code, { ecmaVersion: "latest" }));
  ranges.sort((a, b) => a[0] - b[0]);
  let logic = "";
  let text = "";
  let at = 0;
  for (const [start, end] of ranges) {
    logic += code.slice(at, start);
    text += `${code.slice(start, end)}\n`;
    at = end;
  }
  return { logic: logic + code.slice(at), text };
}

function label(source) {
  const dependency = DEPENDENCIES.find((name) => source.includes(`node_modules/${name}/`));
  return dependency !== undefined ? `${dependency} (dependency)` : source.replace(/^(\.\.\/)+/, "");
}

async function report() {
  if (!existsSync(UMD)) {
    console.error(`${UMD} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const sizes = await umdSizes();
  console.log(`## Size: dist/rest-endpoint.umd.min.js (all dependencies bundled)\n`);
  console.log(`| | bytes |`);
  console.log(`|---|---:|`);
  console.log(`| unminified (same rollup build without terser) | ${inBytes(sizes.raw)} |`);
  console.log(`| minified (the file) | ${inBytes(sizes.minified)} |`);
  console.log(`| gzip -9 | ${inBytes(sizes.gzip)} |`);
  console.log(`| brotli -q 11 | ${inBytes(sizes.brotli)} |`);
  console.log(
    `\nTarget: ${inBytes(BUDGET)} gzip; ` +
      (sizes.gzip <= BUDGET
        ? `within it by ${inBytes(BUDGET - sizes.gzip)}.`
        : `over it by ${inBytes(sizes.gzip - BUDGET)}.`),
  );

  const code = readFileSync(UMD, "utf8");
  const map = JSON.parse(readFileSync(`${UMD}.map`, "utf8"));
  const owned = [...attribute(code, map)].map(([source, text]) => ({
    name: label(source),
    min: bytes(text),
    gzipAlone: gzip(text),
  }));
  owned.sort((a, b) => b.min - a.min);
  const ours = owned.filter((row) => !row.name.includes("(dependency)") && row.name !== "(unmapped)");
  const sum = (rows) => rows.reduce((total, row) => total + row.min, 0);
  console.log(`\n### What bundler users ship (bench/bundle-apps.mjs)\n`);
  console.log(appTable(await appSizes()));
  console.log(`\n### Where the minified bytes go (source-map attribution)\n`);
  console.log(`| source | minified | share | gzip alone |`);
  console.log(`|---|---:|---:|---:|`);
  for (const row of owned) {
    console.log(
      `| ${row.name} | ${inBytes(row.min)} | ${((100 * row.min) / sizes.minified).toFixed(1)}% | ${inBytes(row.gzipAlone)} |`,
    );
  }
  const depsMin = sum(owned.filter((row) => row.name.includes("(dependency)")));
  console.log(
    `\nOur ${ours.length} modules: ${inBytes(sum(ours))} minified (${((100 * sum(ours)) / sizes.minified).toFixed(1)}%); ` +
      `dependencies: ${inBytes(depsMin)} (${((100 * depsMin) / sizes.minified).toFixed(1)}%).`,
  );

  const { logic, text } = withoutText(code);
  const logicGzip = gzip(logic);
  console.log(`\n### Text and logic\n`);
  console.log(`| the minified bundle | minified | gzip -9 |`);
  console.log(`|---|---:|---:|`);
  console.log(
    `| every string and template literal emptied (messages, header names, media types) | ${inBytes(bytes(logic))} | ${inBytes(logicGzip)} |`,
  );
  console.log(`| the text of those literals alone, one per line | ${inBytes(bytes(text))} | ${inBytes(gzip(text))} |`);
  console.log(
    `\nWithout any text at all the bundle would be ${inBytes(logicGzip)} gzip: ` +
      (logicGzip > BUDGET
        ? `still ${inBytes(logicGzip - BUDGET)} over the budget, so no rewording of messages reaches it.`
        : `within the budget.`),
  );

  console.log(`\n### The dependencies bundled alone (only the names src/ imports; minified ESM)\n`);
  console.log(`| bundle | minified | gzip -9 |`);
  console.log(`|---|---:|---:|`);
  const names = importedNames();
  const sources = Object.entries(names)
    .filter(([, set]) => set.size > 0)
    .map(([dependency, set]) => [
      `${dependency} { ${[...set].join(", ")} }`,
      `export { ${[...set].join(", ")} } from ${JSON.stringify(dependency)};`,
    ]);
  sources.push([`all ${sources.length} together`, sources.map(([, source]) => source).join("\n")]);
  sources.push(["for comparison: @octokit/endpoint { endpoint }", `export { endpoint } from "@octokit/endpoint";`]);
  for (const [name, source] of sources) {
    const text = await minifiedBundle(source);
    console.log(`| ${name} | ${inBytes(bytes(text))} | ${inBytes(gzip(text))} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes("--umd-json")) console.log(JSON.stringify(await umdSizes()));
  else await report();
}
