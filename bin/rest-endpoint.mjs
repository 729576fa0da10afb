#!/usr/bin/env node
// The command is built with the library (npm run build): src/cli/run.ts.
import { run } from "../dist/cli.mjs";

await run();
