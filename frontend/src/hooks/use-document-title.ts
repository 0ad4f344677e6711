import { createContext, useContext, useEffect } from 'react';
import { site } from '../lib/site';

/** Set by the server renderer: the page's title is read from it after rendering (effects do not run there). */
export const RenderedTitle = createContext<{ title?: string } | null>(null);

const fullTitle = (title: string) => `${title} | ${site.name}`;

/** Sets the browser tab title to "<title> | <product name>" (and the served page's <title> on the server). */
export function useDocumentTitle(title: string) {
  const rendered = useContext(RenderedTitle);
  if (rendered) rendered.title = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
