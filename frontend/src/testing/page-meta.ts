/** Writes `<meta name="…" content="…">` into the document's head, as the API writes it into the page it serves. */
export function addPageMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

/** Takes out what addPageMeta wrote. */
export const removePageMeta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.remove();
