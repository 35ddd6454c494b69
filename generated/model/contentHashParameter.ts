/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Lowercase hex SHA-256 of the request's canonical form, sent by the cabinet so the server can
serve repeated identical requests from its cache. For a JSON body: the body serialised with
object keys sorted recursively and no insignificant whitespace. For a GET: the query string as
the cabinet encodes it (qs bracket style, keys sorted). Not sent to admin endpoints, to the
no-cache endpoints (video content list, stream list, video objects list, video persons list),
or with multipart uploads. A server may ignore it.

 */
export type ContentHashParameter = string;
