#!/usr/bin/env node
// The command is built with the library (npm run build) from src/cli/run.ts;
// dist/cli.mjs imports the library itself from dist/index.mjs.
import { run } from "../dist/cli.mjs";

await run();
