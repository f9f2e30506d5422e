/** A schema.org object as the text of a JSON-LD script; '<' escaped so no value can close the element. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
