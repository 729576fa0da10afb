/**
 * `data` is a `RequestBody` and `toFetchArgs()`'s body the platform fetch's
 * own body type: every body a client can send compiles (object literals,
 * interfaces, class instances, bytes, `Blob`, `FormData`, ...), a function or
 * a symbol does not, and no `any` reaches the caller. Run-time half: the
 * accepted bodies go through, the rejected ones throw.
 */
import { expectTypeOf } from "expect-type";
import { endpoint, toFetchArgs } from "../../src/index";
import type { FetchBody, RequestBody } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";

interface Issue {
  title: string;
  labels?: string[];
}
class Draft {
  title = "Hi";
}
const issue: Issue = { title: "Hi" };

test("every body a client can send compiles, and is sent", () => {
  const bodies: RequestBody[] = [
    { title: "Hi", labels: ["bug"] },
    [{ a: 1 }],
    issue,
    new Draft(),
    "text",
    12n,
    true,
    null,
    new Date(0),
    new Uint8Array([1]),
    new Blob(["x"]),
    new FormData(),
    new URLSearchParams("a=1"),
  ];
  // A class instance or a Date is JSON only when the caller says so (a plain object or list is JSON by default).
  const headers = { "content-type": "application/json" };
  for (const data of bodies) {
    const [, init] = toFetchArgs(endpoint("POST /x", { data, headers }));
    expect(init.body).toBeDefined();
  }
});

test("a function or a symbol is a compile error, and fails at run time", () => {
  // @ts-expect-error -- a function has no JSON text
  const fn = endpoint("POST /x", { data: () => "text" });
  expectEndpointError(() => toFetchArgs(fn), "ERR_INVALID_OPTION", "body");
  // @ts-expect-error -- a symbol has no JSON text
  const symbol = endpoint("POST /x", { data: Symbol("x") });
  expectEndpointError(() => toFetchArgs(symbol), "ERR_INVALID_OPTION", "body");
  // @ts-expect-error -- a class is a function
  const constructor = endpoint("POST /x", { data: Draft });
  expectEndpointError(() => toFetchArgs(constructor), "ERR_INVALID_OPTION", "body");
  expectEndpointError(
    // @ts-expect-error -- toFetchArgs takes only a body a client can send
    () => toFetchArgs({ method: "POST", url: "https://x.test/", headers: {}, body: () => 1 }),
    "ERR_INVALID_OPTION",
    "body",
  );
});

test("no any reaches the caller: the result's body, data and fetch's body are typed", () => {
  const result = endpoint("POST /x", { data: issue });
  expectTypeOf(result.body).toEqualTypeOf<RequestBody | undefined>();
  expectTypeOf(endpoint.merge("POST /x", { data: issue }).data).toEqualTypeOf<RequestBody | undefined>();
  const [, init] = toFetchArgs(result);
  expectTypeOf(init.body).not.toBeAny();
  // This project type-checks with the DOM library: its fetch's body type, without null.
  expectTypeOf<FetchBody>().toEqualTypeOf<BodyInit>();
  expectTypeOf(init.body).toEqualTypeOf<BodyInit | undefined>();
});
