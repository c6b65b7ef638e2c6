/** The parts of a Content-Type header the fetcher acts on. */
export interface ContentType {
  essence: string;
  charset: string | undefined;
}

const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);

export function parseContentType(header: string | undefined): ContentType {
  const [essence = '', ...params] = (header ?? '').split(';');
  const charsetParam = params
    .map((param) => param.trim().split('='))
    .find(([name]) => name?.trim().toLowerCase() === 'charset');
  const charset = charsetParam?.[1]?.trim().replace(/^"(.*)"$/, '$1') || undefined;
  return { essence: essence.trim().toLowerCase(), charset };
}

export function isHtml(type: ContentType): boolean {
  return htmlTypes.has(type.essence);
}
