// What each guarantee costs a bundler user: the "endpoint alone" app of
// bundle-apps.mjs, built from src/ with esbuild (bundle + minify, gzip -9),
// once as it is and once per guarantee with the modules that keep it
// replaced by stand-ins that do nothing. The difference is what that
// guarantee adds to the app. The last row drops them all at once.
//
//   node bench/guarantee-costs.mjs
//
// A measuring tool, not a build: the stand-ins keep each module's exports
// and nothing else, so the app still builds, but its requests are no longer
// checked. The figures say what a smaller core would have to give up
// (docs/performance.md, "Bundle size"). A stand-in for a module that no
// longer exists, or that the app does not import, fails the run.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { APPS, ESBUILD_APP } from "./bundle-apps.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Each guarantee, and its modules as stand-ins (path under src/: code). */
const GUARANTEES = {
  "the writer's checks of each value (host, userinfo, ? and # in the path, dot and empty segments)": {
    "template/write-url.ts": `import { expandExpression } from "./expand-expression.js";
      export function writeUrl(template, params, ignored, leftovers) {
        let url = "";
        for (const part of template.parts) url += part.kind === "literal" ? part.text : expandExpression(part, params, ignored);
        const query = leftovers?.();
        return query ? url + "?" + query.slice(1) : url;
      }`,
  },
  "no repeated literal query key": {
    "template/query-keys.ts": "export const literalQueryKeys = () => new Set(); export function checkQueryKeys() {}",
  },
  "content-length checked against the body (with the JSON writer it needs)": {
    "util/content-length.ts": "export function checkContentLength() {}",
  },
  "GitHub's media types (format, previews)": {
    "merge/merge-media-type.ts": "export const mergeMediaType = (target) => target;",
    "parse/apply-media-type.ts": "export const applyMediaType = (accept) => accept;",
  },
  "baseUrl checked, absolute URLs kept at their origin": {
    "merge/check-base-url.ts": "export const checkBaseUrl = (value) => value;",
    "util/check-same-origin.ts": "export function checkSameOrigin() {}",
  },
  "values described in messages (quoted, cut, one line)": {
    "util/describe-value.ts": `export const LINE_BREAKING = /$^/g;
      export const oneLine = (text) => text, cutMiddle = (text) => text, fieldText = (text) => text;
      export const describeValue = (value) => String(value), withArticle = (name) => name;`,
  },
  "other clients' habits refused (query objects, credential names)": {
    "parse/refuse-nested-query.ts": "export const QUERY_NAMES = new Set(); export function refuseNestedQuery() {}",
    "parse/credential-name-error.ts": "export const credentialNameError = () => new Error();",
  },
  "near misses of option names": {
    "util/option-names.ts": `export const OPTION_NAMES = ["method", "baseUrl", "url", "headers", "mediaType", "request", "data", "allowAbsoluteUrls", "signal"];
      export const OPTION_NAME_SET = new Set(OPTION_NAMES), OTHER_OPTION_NAMES = [];
      export function nearOptionName() {}
      export const CREDENTIAL_HEADERS = ["authorization", "proxy-authorization", "cookie"];
      export const isCredentialName = (key) => CREDENTIAL_HEADERS.includes(key);`,
  },
  "headers as a Headers object or pairs": {
    "merge/header-entries.ts": "export const headerEntries = (headers) => Object.entries(headers);",
  },
  "header values checked (line breaks, non-text)": {
    "util/header-problem.ts": 'export const headerProblem = () => "";',
  },
  "a top-level AbortSignal": {
    "merge/abort-signal.ts": "export const mergeSignal = () => false;",
  },
};

const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** The app's gzip size with `standIns` (path under src/: code) in place of those modules. */
async function appSize(standIns = {}) {
  const used = new Set();
  const replace = {
    name: "stand-ins",
    setup(builder) {
      builder.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, ({ path }) => {
        const file = path.slice(`${root}src/`.length).replaceAll("\\", "/");
        if (!(file in standIns)) return undefined;
        used.add(file);
        return { contents: standIns[file], loader: "js" };
      });
    },
  };
  const app = APPS["endpoint alone"].replace('from "rest-endpoint"', 'from "./src/index.ts"');
  const result = await build({
    stdin: { contents: app, resolveDir: root, loader: "ts" },
    ...ESBUILD_APP,
    define: { __VERSION__: JSON.stringify("0.0.0") },
    plugins: [replace],
  });
  for (const file of Object.keys(standIns)) {
    if (!existsSync(`${root}src/${file}`)) throw new Error(`src/${file} no longer exists: update its stand-in`);
    if (!used.has(file)) throw new Error(`the app does not import src/${file}: its stand-in measures nothing`);
  }
  return gzip(result.outputFiles[0].text);
}

const inBytes = (n) => `${n.toLocaleString("en-US")} B`;
const whole = await appSize();
console.log("## What each guarantee adds to `endpoint` alone (esbuild --minify, gzip -9, built from src/)\n");
console.log(`As it is: ${inBytes(whole)}.\n`);
console.log("| guarantee | adds |\n|---|---:|");
const everything = {};
for (const [name, standIns] of Object.entries(GUARANTEES)) {
  Object.assign(everything, standIns);
  console.log(`| ${name} | ${inBytes(whole - (await appSize(standIns)))} |`);
}
const without = await appSize(everything);
console.log(`| **all of the above together** | **${inBytes(whole - without)}** (${inBytes(without)} left) |`);
