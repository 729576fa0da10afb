import { endpointError, invalidOption } from "../util/errors.js";
import { withArticle } from "../util/describe-value.js";
import { givenPart, partContent, partHead, partType, type PartContent } from "./part-content.js";
import { mediaParameters } from "./media-type.js";
import { isPositional, type PartEncoding, type Parts } from "./part-encodings.js";

// fetch's Blob and Web Crypto, as every runtime the package supports has them
// (the library is type-checked without DOM types).
declare const Blob: new (parts: ReadonlyArray<string | object>, options: { type: string }) => object;
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

/** A framed multipart body and the content type that names its boundary. */
export interface Framed {
  /** The body: text when every part is text, else a `Blob` of the text and the binary parts. */
  readonly body: string | object;
  /** The media type with `; boundary=...` (as given when it had one). */
  readonly type: string;
}

/** A part's encoding where the description gives none: its defaults for a part of no schema. */
const UNDESCRIBED: PartEncoding = { type: "application/octet-stream", headers: [], parts: undefined };

// RFC 2046: 1 to 70 of these characters, the last no space.
const BOUNDARY = /^[\w'()+,\-./:=? ]{0,69}[\w'()+,\-./:=?]$/;

/**
 * A list body as a positional multipart body (OpenAPI 3.2, "Encoding By
 * Position"): element `i` is part `i`, written as `prefixEncoding[i]` says,
 * the rest as `itemEncoding` says (see `partContent`, `partHead`), a part
 * that is multipart itself framed the same way. The boundary is the
 * type's own when it has one (checked to occur in no part), else
 * `rest-endpoint-<n>-boundary` with the least `n` that occurs in no part
 * when every part is text (the same body for the same parts), or with 128
 * random bits in place of `boundary` when a part is binary (a `Blob` cannot
 * be read synchronously, so its content is made unable to guess it).
 *
 * @example
 * multipartBody(["a", { b: 1 }], { prefix: [text, json], item: undefined }, "multipart/mixed").body;
 * // "--rest-endpoint-0-boundary\r\nContent-Type: text/plain\r\n\r\na\r\n--rest-endpoint-0-boundary\r\n..."
 */
export function multipartBody(body: unknown, parts: Parts | undefined, type: string): Framed {
  return frame(body, { parts, type, path: "" });
}

/** A level of a multipart body: its parts, its media type, and the path of its parts with its trailing dot. */
interface Level {
  readonly parts: Parts | undefined;
  readonly type: string;
  readonly path: string;
}

function frame(body: unknown, { parts, type, path }: Level): Framed {
  const essence = type.split(";")[0]!.trim();
  if (!Array.isArray(body)) throw invalidOption("data", body, ` (${withArticle(essence)} body is a list of its parts)`);
  if (!body.length) throw invalidOption("data", body, ` (${withArticle(essence)} body has one part at least)`);
  // Array.from visits holes too: a hole is an undefined part, refused, never a part left out.
  const written = Array.from(body as readonly unknown[], (item, index) => {
    const at = `${path}${index}`;
    const encoding = (parts && (parts.prefix[index] ?? parts.item)) ?? UNDESCRIBED;
    return writePart(item, encoding, at);
  });
  const texts = written.map(({ head, content }) => (typeof content === "string" ? head + content : head));
  const binary = written.some(({ content }) => typeof content !== "string");
  const given = boundaryOf(type);
  const boundary = given === undefined ? chooseBoundary(texts, binary) : givenBoundary(given, texts, path);
  const pieces: Array<string | object> = [];
  let text = "";
  for (const { head, content } of written) {
    text += `--${boundary}\r\n${head}\r\n`;
    if (typeof content === "string") text += content;
    else {
      pieces.push(text, content);
      text = "";
    }
    text += "\r\n";
  }
  pieces.push(`${text}--${boundary}--\r\n`);
  const framedType = given === undefined ? `${type}; boundary=${boundary}` : type;
  return { body: binary ? new Blob(pieces, { type: framedType }) : (pieces as string[]).join(""), type: framedType };
}

// The boundary a media type gives, read as RFC 9110 reads parameters (a
// quoted string's text is no parameter): the one parsers read is the one we frame with.
function boundaryOf(type: string): string | undefined {
  const parameters = mediaParameters(type);
  if (parameters === undefined) {
    const detail = ' (its parameters are not name=token or name="quoted" as RFC 9110 writes them)';
    throw endpointError("ERR_INVALID_HEADER", "content-type", detail);
  }
  return parameters.get("boundary");
}

function writePart(item: unknown, encoding: PartEncoding, path: string): PartContent {
  const given = givenPart(item, encoding, path);
  let type = partType(encoding, given);
  let content: string | object;
  if (encoding.parts && Array.isArray(given.value) && isPositional(type)) {
    const nested = frame(given.value, { parts: encoding.parts, type, path: `${path}.` });
    ({ type, body: content } = nested);
  } else content = partContent(given.value, type, path);
  return { head: partHead(type, encoding, given), content };
}

// The least `rest-endpoint-<n>-<suffix>` found in no text: one scan of each.
function chooseBoundary(texts: readonly string[], binary: boolean): string {
  const suffix = binary ? randomHex() : "boundary";
  const pattern = new RegExp(`rest-endpoint-(\\d+)-${suffix}`, "g");
  const taken = new Set<string>();
  for (const text of texts) for (const [, n] of text.matchAll(pattern)) taken.add(n!);
  let n = 0;
  while (taken.has(String(n))) n++;
  return `rest-endpoint-${n}-${suffix}`;
}

function randomHex(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// A boundary the content type gives: RFC 2046's form, and in no part's text
// (a binary part cannot be read here: the caller who chose it vouches for it).
function givenBoundary(boundary: string, texts: readonly string[], path: string): string {
  if (!BOUNDARY.test(boundary)) {
    const detail = ": its boundary is no RFC 2046 boundary (1 to 70 letters, digits or '()+_,-./:=? )";
    throw endpointError("ERR_INVALID_HEADER", "content-type", detail);
  }
  const index = texts.findIndex((text) => text.includes(`--${boundary}`));
  if (index >= 0) {
    // The boundary is part of a header value: named, never quoted.
    const detail = ` (part ${path}${index} holds the boundary its content-type header gives)`;
    throw endpointError("ERR_INVALID_OPTION", "data", detail);
  }
  return boundary;
}
