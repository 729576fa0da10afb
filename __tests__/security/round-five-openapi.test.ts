// Hostile input, round five (descriptions and the OpenAPI runtime): each
// finding's reproduction, refused as docs/security.md says.
import { endpoint as typedEndpoint } from "../../src/openapi.js";
import { expectEndpointError } from "../helpers/expect-error.js";
import { loose } from "../helpers/loose-endpoint.js";

const endpoint = loose(typedEndpoint);
const info = { title: "t", version: "1" };
const d32 = (paths: object, extra: object = {}) => ({
  openapi: "3.2.0",
  info,
  servers: [{ url: "https://api.test/v1" }],
  paths,
  ...extra,
});

describe("in: querystring keeps the query's structure, as in: query does", () => {
  const form = (path = "/x") =>
    endpoint.defaults({
      openapi: d32({
        [path]: {
          get: {
            parameters: [
              {
                name: "q",
                in: "querystring",
                content: {
                  "application/x-www-form-urlencoded": {
                    encoding: {
                      p: { allowReserved: true },
                      tenant: { style: "form" },
                      m: { style: "form", explode: true },
                    },
                  },
                },
              },
            ],
          },
        },
      }),
    });

  test("an allowReserved value may not write a fragment", () => {
    const call = () => form()("GET /x", { q: { p: "x#", tenant: "mine" } });
    expectEndpointError(call, "ERR_UNSAFE_PARAMETER", '"q"', "fragment");
  });

  test("an allowReserved value may not write another property's key", () => {
    const call = () => form()("GET /x", { q: { p: "x&tenant=evil", tenant: "mine" } });
    expectEndpointError(call, "ERR_INVALID_PARAMETER", '"q"', '"tenant"');
    // Nor a declared property's key when that property is not given.
    expectEndpointError(() => form()("GET /x", { q: { p: "x&tenant=evil" } }), "ERR_INVALID_PARAMETER", '"tenant"');
  });

  test("an exploded map may not write another property's key", () => {
    const call = () => form()("GET /x", { q: { m: { tenant: "evil" }, tenant: "mine" } });
    expectEndpointError(call, "ERR_INVALID_PARAMETER", '"q"', '"tenant"');
  });

  test("nor a key the path writes", () => {
    const call = () => form("/x?tenant=mine")("GET /x?tenant=mine", { q: { m: { tenant: "evil" } } });
    expectEndpointError(call, "ERR_INVALID_PARAMETER", '"tenant"');
  });

  test("values that write no other key are sent as before", () => {
    expect(form()("GET /x", { q: { p: "a/b?c", tenant: "mine", m: { k: "v" } } }).url).toBe(
      "https://api.test/v1/x?p=a/b?c&tenant=mine&k=v",
    );
  });
});
