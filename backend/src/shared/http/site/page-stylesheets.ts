import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of Vite's build manifest (frontend/dist/.vite/manifest.json), keyed by its source or chunk name. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The stylesheet links a server-rendered page's own modules need beyond the main script's (the booking calendar's):
 * in the served <head>, so those styles are there at the page's first paint, instead of added by Vite's loader during
 * hydration (a calendar painted unstyled first, and hydration waiting for the file: on a phone at 6× CPU the task
 * that starts the page shrank from 190 to about 100 ms). The page's scripts are not linked too: as modulepreloads
 * (even at low priority) Lighthouse's slow-4G page load waited for them, LCP 1.6 → 2.7–2.9 s (docs/benchmarks.md).
 * Empty without a manifest.
 */
export function pageStylesheetLinks(dist: string): (modules: string[]) => string {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const withImports = (keys: string[], found = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (found.has(key) || !manifest[key]) continue;
      found.add(key);
      withImports(manifest[key].imports ?? [], found);
    }
    return found;
  };
  const entry = withImports(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  const links = new Map<string, string>();
  return (modules) => {
    const key = modules.join(' ');
    if (!links.has(key)) {
      const stylesheets = [...withImports(modules)].filter((chunk) => !entry.has(chunk)).flatMap((chunk) => manifest[chunk].css ?? []);
      links.set(key, stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n'));
    }
    return links.get(key)!;
  };
}
