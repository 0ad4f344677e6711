import { loginDelayMs, MAX_LOGIN_DELAY_MS } from './login-throttle';

describe('loginDelayMs', () => {
  it('lets the first 5 failures on an account cost nothing, then doubles from 1 s', () => {
    expect([0, 5, 6, 7, 8].map(loginDelayMs)).toEqual([0, 0, 1000, 2000, 4000]);
  });

  it('never delays more than 30 s, however many failures (a delay, never a block)', () => {
    expect(loginDelayMs(11)).toBe(MAX_LOGIN_DELAY_MS);
    expect(loginDelayMs(1_000_000)).toBe(MAX_LOGIN_DELAY_MS);
  });
});
