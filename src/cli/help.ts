/**
 * The text `rest-endpoint --help` prints. `baseUrl` is the library's default,
 * passed in so the help cannot drift from it.
 *
 * @example
 * io.stdout.write(helpText(endpoint.DEFAULTS.baseUrl));
 */
export function helpText(baseUrl: string): string {
  return `Usage: rest-endpoint [options] <route> [items...]

Prints the request options rest-endpoint builds for a route: as JSON, or with
--curl as a curl command. It sends nothing itself.

<route>  "METHOD /path/{param}" in quotes, or METHOD and URL as two arguments.

Items (HTTPie style; the first "=" or ":" in an item decides its kind, and
":=" counts before ":"):
  key=value      string parameter: fills {key} or :key in the URL, or goes to
                 the query string (GET, HEAD, OPTIONS) or the JSON body
  key:=json      JSON parameter: 42, true, null, '["a","b"]', '{"a":1}'
                 (integers past 2^53 keep every digit)
  Name:value     header; "Name:" with nothing after it removes the header,
                 including a default one (user-agent:)
  key=@FILE      string parameter: the text of FILE
  key:=@FILE     JSON parameter: the JSON in FILE
  key@FILE       a file part of a multipart form body (--curl: --form 'key=@FILE')
  A key given twice collects its values into a list: labels=bug labels=ui.
  data=... or data:=... sets the whole body, like --data.
  In a key, \\= \\: \\@ and \\\\ stand for = : @ and \\ ('a\\:b=1' is the parameter "a:b").
  key==value is refused: parameters reach the query string by themselves for
  GET, HEAD and OPTIONS; for a value that starts with "=", write key:='"=..."'.
  Put items that start with "-" after "--".

Options:
  --base-url URL     root of the API (default ${baseUrl})
  --format NAME      media type format: raw, html, diff, patch, ...
  --preview NAME     enable an API preview (repeatable)
  --data TEXT        request body, sent as is (content type JSON unless a
                     content-type item says otherwise)
  --data @FILE       request body from a UTF-8 file, byte for byte
  --data @-          request body from standard input ("-" alone also works)
  --token-env NAME   add "authorization: token <token>" with the token read
                     from environment variable NAME, so it stays out of shell
                     history; with --curl the command says "\${NAME:?}"
                     ("Bearer <token>" with --openapi)
  --openapi FILE     build the request as the OpenAPI description in FILE says
                     (JSON, or YAML if FILE ends in .yaml or .yml): its routes,
                     parameters, servers, bodies and header parameters; its
                     response media types as accept (no GitHub accept header)
  --server-variable NAME=VALUE
                     a variable of --openapi's servers (repeatable)
  --curl             print a one-line curl command that sends the request,
                     every argument quoted for POSIX shells
  -h, --help         print this help
  --version          print the version

rest-endpoint openapi <file.json|file.yaml>
  prints the compact route table of an OpenAPI description (JSON or YAML), for
  endpoint.defaults({ openapi: table }) where the description is too large
  to ship (docs/openapi.md)

Exit status: 0 on success; 2 on bad input, with one line on standard error
naming the argument and the error code.

Examples:
  rest-endpoint "GET /repos/{owner}/{repo}/issues" owner=octokit repo=rest.js state=open
  rest-endpoint POST '/repos/{owner}/{repo}/issues' owner=o repo=r title="It's broken" \\
    labels:='["bug"]' --token-env GITHUB_TOKEN --curl
`;
}
