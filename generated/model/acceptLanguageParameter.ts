/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * The reader's language, as browsers send it (language ranges with optional weights, RFC 9110);
the server takes the first of `ru`, `en` and `ar` it names. The words this operation's answer
carries in several languages (theme and category names, report headings, reasons and labels)
come in that language; Russian when the header is absent or names none of the three. The
cabinet and the console send the language the person chose in the interface.

 */
export type AcceptLanguageParameter = string;
