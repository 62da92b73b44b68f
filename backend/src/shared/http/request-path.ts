// The path of a request as node:http received it: its address without the query string.
export function pathOf(url = '/'): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
