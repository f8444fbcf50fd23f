/**
 * URLs as they may appear in logs and error messages: without user info, query and fragment, so a
 * CMS_GRAPHQL_URL that carries credentials (`https://user:secret@cms…`, `…?token=…`) never ends up in
 * build logs. Text that is not a URL is returned as it is.
 */
export function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  const hidden = url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '';
  if (!hidden) return value;
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return `${url.href} (credentials and query hidden)`;
}
