import { AppConfig } from '../config/app-config';
import { prettyLogs, requestLogLevel, SAMPLED_SHARE, SLOW_REQUEST_MS } from './request-log-policy';

describe('request log policy (docs/product.md, Caching and logs)', () => {
  it('logs every error: server errors at error, refused requests at warn', () => {
    expect(requestLogLevel(500, undefined, 3, 0.99)).toBe('error');
    expect(requestLogLevel(200, new Error('aborted'), 3, 0.99)).toBe('error');
    expect(requestLogLevel(429, undefined, 3, 0.99)).toBe('warn');
  });

  it('logs every request slower than 500 ms', () => {
    expect(requestLogLevel(200, undefined, SLOW_REQUEST_MS + 1, 0.99)).toBe('info');
    expect(requestLogLevel(200, undefined, SLOW_REQUEST_MS, 0.99)).toBe('silent');
  });

  it('logs a 1% sample of the rest', () => {
    expect(requestLogLevel(200, undefined, 3, SAMPLED_SHARE - 0.001)).toBe('info');
    expect(requestLogLevel(304, undefined, 3, SAMPLED_SHARE)).toBe('silent');
    const draws = Array.from({ length: 10_000 }, (_, index) => index / 10_000);
    expect(draws.filter((draw) => requestLogLevel(200, undefined, 3, draw) === 'info')).toHaveLength(100);
  });

  it('is pretty in a terminal or when LOG_FORMAT=pretty, JSON otherwise', () => {
    const config = (format?: 'pretty' | 'json') => Object.assign(new AppConfig(), { LOG_FORMAT: format });
    expect(prettyLogs(config(), true)).toBe(true);
    expect(prettyLogs(config(), false)).toBe(false);
    expect(prettyLogs(config('pretty'), false)).toBe(true);
    expect(prettyLogs(config('json'), true)).toBe(false);
  });
});
