import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageStylesheetLinks } from './page-stylesheets';

/** A build's manifest in miniature: the entry with its stylesheet, two pages, one importing a chunk with a stylesheet of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_icons-B.js'], css: ['assets/index-A.css'] },
  '_icons-B.js': { file: 'assets/icons-B.js', css: ['assets/icons-B.css'] },
  '_form-C.js': { file: 'assets/form-C.js', imports: ['index.html', '_calendar-D.js'] },
  '_calendar-D.js': { file: 'assets/calendar-D.js', imports: ['index.html', '_icons-B.js'], css: ['assets/calendar-D.css'] },
  'src/pages/book-page.tsx': { file: 'assets/book-page-E.js', imports: ['index.html', '_form-C.js'], css: ['assets/book-page-E.css'] },
  'src/pages/home-page.tsx': { file: 'assets/home-page-F.js', imports: ['index.html', '_icons-B.js'] },
};

describe('pageStylesheetLinks', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'page-stylesheets-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("links the stylesheets of a page and of every chunk it imports, leaving out the main script's", () => {
    expect(pageStylesheetLinks(dist)(['src/pages/book-page.tsx']).split('\n')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/book-page-E.css">',
      '<link rel="stylesheet" crossorigin href="/assets/calendar-D.css">',
    ]);
  });

  it('links nothing for a page whose styles all come with the main script, a module the manifest does not name, or no manifest', () => {
    expect(pageStylesheetLinks(dist)(['src/pages/home-page.tsx'])).toBe('');
    expect(pageStylesheetLinks(dist)(['src/pages/gone-page.tsx'])).toBe('');
    expect(pageStylesheetLinks(join(dist, 'nowhere'))(['src/pages/book-page.tsx'])).toBe('');
  });
});
