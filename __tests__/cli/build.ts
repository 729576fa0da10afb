import { join } from "node:path";
import { ensureDist, ROOT } from "../helpers/dist";

export { ROOT };

/** The command as users run it. */
export const BIN = join(ROOT, "bin", "rest-endpoint.mjs");

/** Builds dist/ (dist/cli.mjs among it) unless it is newer than every input. */
export const ensureCli = ensureDist;
