// The import graph of a source folder (every relative import, type-only ones
// too, as TypeScript's own pre-processor reads them) and its cycles: the
// strongly connected components of more than one file, or of a file that
// imports itself (Tarjan's algorithm).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** File (relative to the root, with `/`) -> the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The relative imports of every `.ts` file under `folder`; `./x.js` is read as `./x.ts`. */
export function importGraph(folder: string): ImportGraph {
  const name = (file: string): string => relative(folder, file).split("\\").join("/");
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => name(resolve(dirname(file), specifier.replace(/\.js$/, ".ts"))));
    graph.set(name(file), [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle of the graph as the sorted list of its files; the list sorted too. */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
