// How much of the wanted route is compared: longer than any real route.
const COMPARED = 200;
// Edit-distance cells one failing call may compute (about a millisecond):
// an unknown route is an error path that whoever controls a url can take
// on every call, so its cost is bounded whatever the url and the description.
const MAX_CELLS = 200_000;

interface Candidate {
  readonly route: string;
  /** Its place in the description: ties go to the earlier one. */
  readonly index: number;
  /** 0: same method and number of "/"s, 1: same method, 2: same "/"s, 3: the rest. */
  readonly tier: number;
  /** No fewer edits than this: the difference in length. */
  readonly lower: number;
}

interface Ranked {
  readonly route: string;
  readonly index: number;
  readonly distance: number;
}

/**
 * The `count` routes the fewest edits (Levenshtein) away from `wanted`
 * (`"GET /pet/{id}"`), nearest first, ties in the given order. Bounded work:
 * routes of the same method and the same number of segments are tried
 * first, a route whose length alone puts it further than the current
 * `count`-th is skipped, each distance stops as soon as it exceeds that
 * one, and the whole search stops after {@link MAX_CELLS} cells (what it
 * found by then is the answer).
 *
 * @example
 * nearestRoutes(["GET /pets/{petId}", "POST /pets"], "GET /pet/{id}", 3); // ["GET /pets/{petId}", "POST /pets"]
 */
export function nearestRoutes(routes: readonly string[], wanted: string, count: number): string[] {
  const target = wanted.slice(0, COMPARED);
  const method = target.slice(0, target.indexOf(" ") + 1);
  const slashes = slashCount(target);
  const candidates = routes.map((route, index): Candidate => {
    const tier = (route.startsWith(method) ? 0 : 2) + (slashCount(route) === slashes ? 0 : 1);
    return { route, index, tier, lower: Math.abs(route.length - target.length) };
  });
  candidates.sort((a, b) => a.tier - b.tier || a.lower - b.lower || a.index - b.index);
  const best: Ranked[] = [];
  let cells = 0;
  for (const { route, index, lower } of candidates) {
    const bound = best.length < count ? Infinity : best[count - 1]!.distance;
    if (lower > bound) continue;
    if (cells > MAX_CELLS) break;
    cells += target.length * Math.min(route.length, 2 * Math.min(bound, route.length) + 1);
    const distance = boundedDistance(target, route, bound);
    if (distance > bound) continue;
    best.push({ route, index, distance });
    best.sort((a, b) => a.distance - b.distance || a.index - b.index);
    if (best.length > count) best.pop();
  }
  return best.map(({ route }) => route);
}

function slashCount(text: string): number {
  let found = 0;
  for (let at = text.indexOf("/"); at >= 0; at = text.indexOf("/", at + 1)) found++;
  return found;
}

/**
 * The Levenshtein distance of `a` and `b` when it is at most `limit`, else
 * some number above `limit`: only the cells within `limit` of the diagonal
 * are computed, and a row whose every cell exceeds `limit` ends it.
 */
function boundedDistance(a: string, b: string, limit: number): number {
  const width = Math.min(limit, Math.max(a.length, b.length));
  const over = width + 1;
  // Two rows of b.length + 2 cells (one spare past the end), reused: every
  // cell read is inside the band or set to `over` at its edge.
  let previous = new Int32Array(b.length + 2).fill(over);
  let row = new Int32Array(b.length + 2).fill(over);
  for (let j = 0; j <= Math.min(b.length, width); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - width);
    const to = Math.min(b.length, i + width);
    row[0] = i <= width ? i : over;
    row[from - 1] = from === 1 ? row[0] : over;
    let least = from === 1 ? row[0] : over;
    for (let j = from; j <= to; j++) {
      const change = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const cell = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + change, over);
      row[j] = cell;
      if (cell < least) least = cell;
    }
    row[to + 1] = over;
    if (least > width) return over;
    [previous, row] = [row, previous];
  }
  return previous[b.length]!;
}
