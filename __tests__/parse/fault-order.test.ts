// A call with several faults throws the first one found, in the order
// docs/decisions.md gives (Errors): the leftover names are read in one
// pass before the URL is written, their query values where its query ends.
import { endpoint } from "../../src/index";
import { loose } from "../helpers/loose-endpoint";
import { expectEndpointError } from "../helpers/expect-error";

// Calls that are wrong on purpose: the types would refuse most of them.
const api = loose(endpoint);

test.each<[string, () => unknown, Parameters<typeof expectEndpointError>[1], string]>([
  [
    "the template's syntax before a leftover",
    () => api("GET /x/{a", { authorization: "t" }),
    "ERR_INVALID_TEMPLATE",
    '"/x/{a"',
  ],
  [
    "a credential name before a missing path parameter",
    () => api("GET /x/{a}", { authorization: "t" }),
    "ERR_INVALID_OPTION",
    '"authorization"',
  ],
  [
    "a query object before a missing path parameter",
    () => api("POST /x/{a}", { params: { b: 1 } }),
    "ERR_INVALID_PARAMETER",
    '"params"',
  ],
  [
    "a body value before a missing path parameter",
    () => api("POST /x/{a}", { file: new Blob(["x"]) }),
    "ERR_INVALID_PARAMETER",
    '"file"',
  ],
  [
    "a missing path parameter before a value with no query form",
    () => api("GET /x/{a}", { b: {} }),
    "ERR_MISSING_PARAMETER",
    '"a"',
  ],
  [
    "the URL's structure before a value with no query form",
    () => api("GET /x/{+a}", { a: "../admin", b: {} }),
    "ERR_UNSAFE_PARAMETER",
    '"a"',
  ],
  [
    "a missing path parameter before the URL's structure",
    () => api("GET /x/{+a}/{b}", { a: "../admin" }),
    "ERR_MISSING_PARAMETER",
    '"b"',
  ],
  [
    "a missing path parameter before data on a GET",
    () => api("GET /x/{a}", { data: "d" }),
    "ERR_MISSING_PARAMETER",
    '"a"',
  ],
  [
    "data on a GET before a value with no query form",
    () => api("GET /x", { data: "d", b: {} }),
    "ERR_BODY_NOT_ALLOWED",
    '"data"',
  ],
  [
    "leftovers in the order given: a query object first",
    () => api("GET /x", { query: { a: 1 }, cookie: "c" }),
    "ERR_INVALID_PARAMETER",
    '"query"',
  ],
  [
    "leftovers in the order given: a credential name first",
    () => api("GET /x", { cookie: "c", query: { a: 1 } }),
    "ERR_INVALID_OPTION",
    '"cookie"',
  ],
  [
    "a credential name before a value with no query form given earlier",
    () => api("GET /x", { b: {}, cookie: "c" }),
    "ERR_INVALID_OPTION",
    '"cookie"',
  ],
])("%s", (_case, call, code, name) => {
  expectEndpointError(call, code, name);
});
