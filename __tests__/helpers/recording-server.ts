import { createServer } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  /** The request target exactly as sent: path and query, nothing decoded. */
  target: string;
  /** Header names lowercased by Node; values as received. */
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request Node's parser refused (for example a lowercase method). */
interface RejectedRequest {
  code: string | undefined;
  /** The first line of the bytes the client sent, e.g. "patch /x HTTP/1.1". */
  requestLine: string;
}

/** A fixed response for one path (a page, a script); such requests are not recorded. */
export interface StaticFile {
  contentType: string;
  body: string | Buffer;
}

export interface RecordingServer {
  /** "http://127.0.0.1:<port>", no trailing slash. */
  origin: string;
  received: ReceivedRequest[];
  rejected: RejectedRequest[];
  /** The only request received since the last call (fails if there is not exactly one). */
  takeOne(): ReceivedRequest;
  close(): Promise<void>;
}

/**
 * Starts an HTTP server on 127.0.0.1 (a random free port) that records every
 * request (method, raw target, headers, body) and answers 200 with a small
 * JSON document. `files` are served as they are and not recorded.
 */
export async function startRecordingServer(files: { [path: string]: StaticFile } = {}): Promise<RecordingServer> {
  const received: ReceivedRequest[] = [];
  const rejected: RejectedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const file = request.method === "GET" ? files[request.url ?? ""] : undefined;
      if (file !== undefined) {
        response.writeHead(200, { "content-type": file.contentType }).end(file.body);
        return;
      }
      received.push({
        method: request.method ?? "",
        target: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  // Node's parser rejects some requests before any handler runs; keep what
  // the client actually sent, then answer as Node would.
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    const raw = error.rawPacket?.toString("latin1") ?? "";
    // The request line: everything before the first CRLF.
    rejected.push({ code: error.code, requestLine: raw.replace(/\r\n.*/s, "") });
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    rejected,
    takeOne() {
      expect(received).toHaveLength(1);
      return received.splice(0, 1)[0]!;
    },
    close() {
      // Keep-alive connections from the clients would hold close() open.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
