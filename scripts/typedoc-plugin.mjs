// TypeDoc plugin for the reference: leaves out the properties whose type is
// a compile error. They are the near-miss option names (`baseURL`,
// `Headers`, ...), hundreds of keys that exist only to fail to compile with
// "did you mean ...?"; the reference says so once, in words.
import { Converter, ReflectionKind } from "typedoc";

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Property)) {
      const type = /** @type {import("typedoc").DeclarationReflection} */ (reflection).type;
      if (type?.type === "reference" && type.name === "CompileError") context.project.removeReflection(reflection);
    }
  });
}
