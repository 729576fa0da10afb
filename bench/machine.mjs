import os from "node:os";

/** "Node v20.20.2, AMD EPYC (2 logical cores), linux x64": what the numbers were measured on. */
export function machine() {
  const cpus = os.cpus();
  return `Node ${process.version}, ${cpus[0]?.model.trim() ?? "unknown CPU"} (${cpus.length} logical cores), ${os.platform()} ${os.arch()}`;
}
