/**
 * JSON written at build time, fetched once per page view however often it is asked for. A
 * failed fetch is forgotten, so a Retry fetches again. Browser only.
 */
const requests = new Map<string, Promise<unknown>>();

export function fetchJsonOnce<T>(path: string): Promise<T> {
  let request = requests.get(path);
  if (!request) {
    request = fetch(path).then(async (response) => {
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      return (await response.json()) as unknown;
    });
    request.catch(() => requests.delete(path));
    requests.set(path, request);
  }
  return request as Promise<T>;
}
