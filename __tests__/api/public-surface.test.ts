// The package's public surface: what `rest-endpoint` and `rest-endpoint/openapi` export, values and
// types, read by the TypeScript compiler from the entry point. Each name is a
// promise to keep, so the list is written out here: adding or removing one is
// a decision this test makes visible. Helper types the checks are built from
// (compile-error sentences, near-miss option names, the template reader, the
// .defaults() arithmetic) stay internal.
import { join } from "node:path";
import ts from "typescript";

const ENTRY = join(__dirname, "..", "..", "src", "index.ts");
const OPENAPI_ENTRY = join(__dirname, "..", "..", "src", "openapi.ts");

const VALUES = ["ERROR_CODES", "EndpointError", "VERSION", "createEndpoint", "endpoint", "toFetchArgs"];
// The OpenAPI entry's values besides the main entry's (types cost no bytes: both export them all).
const OPENAPI_VALUES = ["compileRouteTable"];
const TYPES = [
  // Methods and parameter values.
  "BodylessMethod",
  "MethodName",
  "RequestMethod",
  "ExplodedPathValue",
  "PathValue",
  "ScalarValue",
  "TemplateValue",
  // Options and results.
  "EndpointOptions",
  "MediaType",
  "MergedHeaders",
  "MergedOptions",
  "ParameterOptions",
  "RequestBody",
  "RequestHeaders",
  "RequestMeta",
  "RequestOptions",
  "RouteOptions",
  // The endpoint function, routes and wrappers.
  "EndpointArguments",
  "EndpointDefaults",
  "EndpointFunction",
  "EndpointInterface",
  "EndpointResponse",
  "RootDefaults",
  "RouteMethod",
  "RouteParameters",
  // toFetchArgs() and errors.
  "EndpointErrorCode",
  "FetchArgs",
  "FetchBody",
  "FetchInit",
  // OpenAPI.
  "DescribedOptions",
  "OpenApiEndpoint",
  "OpenApiParameters",
  "OpenApiRoute",
  "OperationResponse",
  "RouteTable",
];

interface Surface {
  values: string[];
  types: string[];
  /** The exports whose declaration has no TSDoc comment with an `@example`. */
  withoutExample: string[];
}

function exportsOf(file: string): Surface {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    lib: ["lib.es2022.d.ts"],
    types: [],
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} not found`);
  const module = checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${file} is no module`);
  const values: string[] = [];
  const types: string[] = [];
  const withoutExample: string[] = [];
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.name);
    if (!target.getJsDocTags(checker).some((tag) => tag.name === "example")) withoutExample.push(symbol.name);
  }
  return { values: values.sort(), types: types.sort(), withoutExample };
}

const SURFACE = exportsOf(ENTRY);
const sorted = (names: string[]) => [...names].sort();

test("the main entry exports exactly the API's values and the types a user writes", () => {
  const { values, types } = SURFACE;
  expect({ values, types }).toStrictEqual({ values: sorted(VALUES), types: sorted(TYPES) });
});

test("every export has a TSDoc comment with an example (the reference shows it)", () => {
  expect(SURFACE.withoutExample).toEqual([]);
});

test("rest-endpoint/openapi exports the same, plus compileRouteTable, each with an example", () => {
  const { values, types, withoutExample } = exportsOf(OPENAPI_ENTRY);
  expect({ values, types }).toStrictEqual({ values: sorted([...VALUES, ...OPENAPI_VALUES]), types: sorted(TYPES) });
  expect(withoutExample).toEqual([]);
});
