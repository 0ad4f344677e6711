import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_VIDEO_TIMING, startHeroVideoLoop, type LoopMedia } from './hero-video-loop';

/** A media element that plays only when told to by the test: it fires the events a browser would. */
class FakeMedia extends EventTarget implements LoopMedia {
  currentTime = 0;
  duration = 20;
  refuseWith: Error | null = null;
  play = vi.fn(() => (this.refuseWith ? Promise.reject(this.refuseWith) : Promise.resolve()));
  pause = vi.fn();

  fire(type: 'playing' | 'timeupdate' | 'error') {
    this.dispatchEvent(new Event(type));
  }
  playTo(seconds: number) {
    this.currentTime = seconds;
    this.fire('timeupdate');
  }
}

const blocked = () => Object.assign(new Error('play() can only be initiated by a user gesture'), { name: 'NotAllowedError' });

describe('hero video loop', () => {
  let media: FakeMedia;
  let gestures: EventTarget;
  let visibility: [boolean, number][];
  let log: ReturnType<typeof vi.fn>;
  let stop: () => void;

  const start = () => {
    stop = startHeroVideoLoop(media, { setVisible: (visible, ms) => visibility.push([visible, ms]), gestureTarget: gestures, log });
  };
  const visible = () => visibility.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    media = new FakeMedia();
    gestures = new EventTarget();
    visibility = [];
    log = vi.fn();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('starts hidden, asks to play and fades in only once playback has started', () => {
    start();
    expect(visible()).toEqual([false, 0]);
    expect(media.play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(visible()).toEqual([false, 0]);

    media.fire('playing');
    expect(visible()).toEqual([true, HERO_VIDEO_TIMING.fadeInMs]);
  });

  it('in the last 3 seconds fades out over 3000 ms, pauses, waits 1 s, restarts and fades in 200 ms later', () => {
    start();
    media.fire('playing');
    media.playTo(16.9);
    expect(visible()).toEqual([true, 1000]);

    media.playTo(17);
    expect(visible()).toEqual([false, 3000]);
    media.playTo(18); // later time updates during the fade change nothing
    expect(visibility.filter(([shown]) => !shown)).toHaveLength(2);

    vi.advanceTimersByTime(2999);
    expect(media.pause).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(media.pause).toHaveBeenCalledTimes(1);

    media.currentTime = 20;
    vi.advanceTimersByTime(999);
    expect(media.play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(media.currentTime).toBe(0);
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(visible()).toEqual([false, 3000]);

    vi.advanceTimersByTime(199);
    expect(visible()).toEqual([false, 3000]);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual([true, 1000]);
  });

  it('keeps looping, once per pass', () => {
    start();
    media.fire('playing');
    for (let pass = 1; pass <= 3; pass++) {
      media.playTo(18);
      vi.advanceTimersByTime(3000 + 1000 + 200);
      media.fire('playing');
      expect(media.pause).toHaveBeenCalledTimes(pass);
      expect(media.play).toHaveBeenCalledTimes(pass + 1);
      expect(visible()).toEqual([true, 1000]);
    }
  });

  it('waits for the first click or touch when autoplay is blocked, then starts once', async () => {
    media.refuseWith = blocked();
    start();
    await vi.runAllTimersAsync();
    expect(log).not.toHaveBeenCalled();

    media.refuseWith = null;
    gestures.dispatchEvent(new Event('touchstart'));
    expect(media.play).toHaveBeenCalledTimes(2);
    gestures.dispatchEvent(new Event('click'));
    expect(media.play).toHaveBeenCalledTimes(2);

    media.fire('playing');
    expect(visible()).toEqual([true, 1000]);
  });

  it('only logs a load failure or another playback error, and stays hidden', async () => {
    media.refuseWith = new Error('The element has no supported sources.');
    start();
    await vi.runAllTimersAsync();
    media.fire('error');
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Hero video failed to load');
    expect(visibility).toEqual([[false, 0]]);
  });

  it('ignores a video too short to fade, or whose length is unknown', () => {
    start();
    media.fire('playing');
    media.duration = Number.NaN;
    media.playTo(1);
    media.duration = 2;
    media.playTo(1.5);
    expect(visible()).toEqual([true, 1000]);
  });

  it('does nothing more once stopped', () => {
    start();
    media.fire('playing');
    media.playTo(18);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(media.pause).not.toHaveBeenCalled();
    media.fire('playing');
    media.playTo(19);
    expect(media.play).toHaveBeenCalledTimes(1);
  });
});
