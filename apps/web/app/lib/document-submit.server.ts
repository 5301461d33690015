/**
 * Whether a post came from a plain HTML form (the page was not hydrated yet, or scripts are off) rather than from the
 * app's own fetch. A page-less action answers the first with a redirect back to a page, never with its data printed
 * raw; browsers say which it is in `Sec-Fetch-Dest`.
 */
export const isDocumentSubmit = (request: Request) => request.headers.get('sec-fetch-dest') === 'document';
