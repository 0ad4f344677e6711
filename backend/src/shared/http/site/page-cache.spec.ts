import { PageCache } from './page-cache';

interface Page {
  text: string;
  complete: boolean;
  status?: number;
}

describe('PageCache', () => {
  let now = 0;
  const cache = () => new PageCache<Page>(60_000, 2, (page) => page.status !== 404, () => now);
  const render = (text: string, complete = true, status = 200) => jest.fn(async (): Promise<Page> => ({ text, complete, status }));
  beforeEach(() => (now = 0));

  it('serves a page for the time to live, then renders it again', async () => {
    const pages = cache();
    expect((await pages.get('/', render('v1'))).text).toBe('v1');
    now = 59_999;
    const unused = render('v2');
    expect((await pages.get('/', unused)).text).toBe('v1');
    expect(unused).not.toHaveBeenCalled();
    now = 60_000;
    expect((await pages.get('/', render('v2'))).text).toBe('v2');
  });

  it('keeps serving the last good page while renders come back incomplete, and a first incomplete one as it is', async () => {
    const pages = cache();
    expect((await pages.get('/new', render('no data', false))).text).toBe('no data');
    await pages.get('/', render('good'));
    now = 61_000;
    expect((await pages.get('/', render('no data', false))).text).toBe('good');
    expect((await pages.get('/', render('good again'))).text).toBe('good again');
  });

  it('shares one render between concurrent requests and keeps no 404s', async () => {
    const pages = cache();
    const once = render('v1');
    await Promise.all([pages.get('/', once), pages.get('/', once)]);
    expect(once).toHaveBeenCalledTimes(1);
    const missing = render('not found', true, 404);
    await pages.get('/nope', missing);
    await pages.get('/nope', missing);
    expect(missing).toHaveBeenCalledTimes(2);
  });

  it('makes room by dropping the oldest page', async () => {
    const pages = cache();
    await pages.get('/a', render('a'));
    await pages.get('/b', render('b'));
    await pages.get('/c', render('c'));
    const again = render('a2');
    expect((await pages.get('/a', again)).text).toBe('a2');
    expect((await pages.get('/c', render('unused'))).text).toBe('c');
  });
});
