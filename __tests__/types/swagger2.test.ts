/**
 * Types for a Swagger 2.0 description, as docs/openapi.md says: the
 * description converted to 3.0 (swagger2openapi) for openapi-typescript,
 * the 2.0 one given at run time. The converted `paths` has the 2.0 routes,
 * the body as `data`, form fields as flat parameters, and the runtime builds
 * the typed calls. Compile-time half via `tsc -p tsconfig.test.json`.
 */
import { expectTypeOf } from "expect-type";
import { endpoint, toFetchArgs, type OpenApiRoute } from "../../src/openapi";
import type { paths } from "../fixtures/openapi/pets-20/pets";
import swagger from "../fixtures/openapi/pets-20/pets.json";

const pets = endpoint.defaults<paths>({ openapi: swagger });

test("the converted types have the 2.0 routes, basePath left out as at run time", () => {
  expect(swagger.swagger).toBe("2.0");
  expectTypeOf<OpenApiRoute<paths>>().toEqualTypeOf<"POST /pets/{petId}" | "PUT /pets">();
});

test("path, query and form fields flat, typed; the runtime writes them as 2.0 says", () => {
  const updated = pets("POST /pets/{petId}", { petId: 7, tags: ["a", "b"], name: "Rex" });
  expect(updated.url).toBe("https://pets.example/v2/pets/7?tags=a%7Cb");
  expect(toFetchArgs(updated)[1].body).toStrictEqual(new URLSearchParams({ name: "Rex" }));
  const mistakes = () => {
    // @ts-expect-error -- the formData field name is required
    pets("POST /pets/{petId}", { petId: 7 });
    // @ts-expect-error -- petId is an integer
    pets("POST /pets/{petId}", { petId: "seven", name: "Rex" });
    // @ts-expect-error -- tags is a list
    pets("POST /pets/{petId}", { petId: 7, name: "Rex", tags: "a" });
  };
  expectTypeOf(mistakes).toBeFunction();
});

test("the in: body parameter is data (its 2.0 name is not in the converted types)", () => {
  const replaced = pets("PUT /pets", { data: { name: "Rex" } });
  expect(replaced).toMatchObject({ method: "PUT", url: "https://pets.example/v2/pets", body: { name: "Rex" } });
  expect(replaced.headers["content-type"]).toBe("application/json");
  const mistakes = () => {
    // @ts-expect-error -- name is a string
    pets("PUT /pets", { data: { name: 7 } });
    // @ts-expect-error -- the 2.0 parameter's name is no parameter of the converted types
    pets("PUT /pets", { payload: { name: "Rex" } });
  };
  expectTypeOf(mistakes).toBeFunction();
});
