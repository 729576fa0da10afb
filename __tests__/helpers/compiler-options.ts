import * as ts from "typescript";

/**
 * The compiler options the type tests check code with, as a strict consumer
 * project would: strict, ES2022, ESM resolved as a bundler does, no ambient
 * types. Tests add what they need (DOM types, path mappings).
 *
 * @example
 * ts.createProgram([file], { ...STRICT_OPTIONS, lib: ["lib.es2022.d.ts", "lib.dom.d.ts"] });
 */
export const STRICT_OPTIONS: Readonly<ts.CompilerOptions> = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2022.d.ts"],
  types: [],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
};
