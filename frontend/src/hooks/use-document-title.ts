import { useEffect } from 'react';
import { site } from '../lib/site';

/** Sets the browser tab title to "<title> | <product name>". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${site.name}`;
  }, [title]);
}
