import { expectTypeOf } from "expect-type";
import type { RequestMethod, RootDefaults } from "../../src/index";
import type { CheckFirst } from "../../src/types/check";
import type { CompileError } from "../../src/types/compile-error";
import type { CheckMethod, MethodList } from "../../src/types/defaults";
import { METHODS } from "../../src/util/methods";
import { endpoint } from "../../src/index";
import { expectEndpointError } from "../helpers/expect-error";

// The methods are listed once (src/util/methods.ts); the type and every
// message, at compile time and at run time, are read from that list.
describe("the one method list", () => {
  test("RequestMethod is the list's members", () => {
    expectTypeOf<RequestMethod>().toEqualTypeOf<(typeof METHODS)[number]>();
    expectTypeOf<RequestMethod>().toEqualTypeOf<"GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS">();
  });

  test("an unknown method literal fails to compile with a message listing the methods", () => {
    expectTypeOf<MethodList<["GET", "HEAD", "POST"], ", ">>().toEqualTypeOf<"GET, HEAD or POST">();
    expectTypeOf<MethodList<["GET"], ", ">>().toEqualTypeOf<"GET">();
    expectTypeOf<CheckMethod<"FETCH">["method"]>().toEqualTypeOf<
      CompileError<"unknown method FETCH; expected GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS (in any case)">
    >();
    expectTypeOf<CheckFirst<"FETCH /x", RootDefaults, true>>().toEqualTypeOf<
      CompileError<"unknown method FETCH; expected GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS (in any case)">
    >();
    expectTypeOf<CheckFirst<"GET /a /b", RootDefaults, true>>().toEqualTypeOf<
      CompileError<"a route is METHOD and URL with one space between, or a URL alone; METHOD one of GET HEAD POST PUT PATCH DELETE OPTIONS">
    >();
  });

  test("the run-time message lists the same methods", () => {
    expectEndpointError(
      () => endpoint("FETCH /x" as "GET /x"),
      "ERR_INVALID_METHOD",
      `(expected ${METHODS.slice(0, -1).join(", ")} or OPTIONS)`,
    );
  });
});
