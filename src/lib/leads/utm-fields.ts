// The campaign fields a link can carry and a lead keeps. Its own file: the site script (inlined in
// every page) reads them from the address, and an import shared with the forms' scripts would turn
// the site script into a file of its own.

/** UTM parameters taken from a page's address, in the order a lead lists them. */
export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
