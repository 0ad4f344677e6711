/** The hero video's timings (docs/product.md, Texts and timings). */
export const HERO_VIDEO_TIMING = {
  /** The fade-out starts this many seconds before the end. */
  fadeOutLeadSeconds: 3,
  fadeOutMs: 3000,
  /** Paused and hidden for this long before the restart. */
  restartPauseMs: 1000,
  /** After the restart, the fade-in waits this long. */
  fadeInDelayMs: 200,
  fadeInMs: 1000,
} as const;

/** The part of an HTMLVideoElement the loop drives (a fake in unit tests). */
export interface LoopMedia {
  currentTime: number;
  readonly duration: number;
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: string, listener: EventListener): void;
  removeEventListener(type: string, listener: EventListener): void;
}

export interface LoopOptions {
  /** Shows or hides the video with an opacity transition lasting `durationMs`. */
  setVisible(visible: boolean, durationMs: number): void;
  /** Where the first click or touch is awaited when the browser blocks autoplay. */
  gestureTarget: EventTarget;
  /** Load and playback failures are only logged. */
  log(message: string, error?: unknown): void;
}

type Phase = 'starting' | 'playing' | 'fading-out' | 'restarting' | 'stopped';

/**
 * Plays a muted background video as a seamless loop: it fades in once playback starts; in its last
 * 3 seconds it fades out over 3000 ms, pauses, waits 1 s, restarts from the beginning and fades back in
 * 200 ms later. If autoplay is blocked, the first click or touch starts it. Returns a stop function.
 */
export function startHeroVideoLoop(media: LoopMedia, options: LoopOptions): () => void {
  const { setVisible, gestureTarget, log } = options;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let phase: Phase = 'starting';

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (phase !== 'stopped') action();
    }, ms);
    timers.add(timer);
  };

  const gestureEvents = ['click', 'touchstart'] as const;
  const onFirstGesture = () => {
    removeGestureListeners();
    play();
  };
  const removeGestureListeners = () => gestureEvents.forEach((type) => gestureTarget.removeEventListener(type, onFirstGesture));

  function play() {
    try {
      Promise.resolve(media.play()).catch(onPlayRefused);
    } catch (error) {
      onPlayRefused(error);
    }
  }

  function onPlayRefused(error: unknown) {
    if (phase === 'stopped') return;
    if ((error as { name?: string } | null)?.name === 'NotAllowedError') {
      gestureEvents.forEach((type) => gestureTarget.addEventListener(type, onFirstGesture, { passive: true }));
    } else {
      log('Hero video could not play', error);
    }
  }

  const onPlaying = () => {
    if (phase === 'starting') {
      phase = 'playing';
      setVisible(true, HERO_VIDEO_TIMING.fadeInMs);
    }
  };

  const onTimeUpdate = () => {
    if (phase !== 'playing' || !Number.isFinite(media.duration) || media.duration <= HERO_VIDEO_TIMING.fadeOutLeadSeconds) return;
    if (media.duration - media.currentTime > HERO_VIDEO_TIMING.fadeOutLeadSeconds) return;
    phase = 'fading-out';
    setVisible(false, HERO_VIDEO_TIMING.fadeOutMs);
    later(HERO_VIDEO_TIMING.fadeOutMs, () => {
      media.pause();
      phase = 'restarting';
      later(HERO_VIDEO_TIMING.restartPauseMs, () => {
        media.currentTime = 0;
        play();
        later(HERO_VIDEO_TIMING.fadeInDelayMs, () => {
          phase = 'playing';
          setVisible(true, HERO_VIDEO_TIMING.fadeInMs);
        });
      });
    });
  };

  const onError = () => log('Hero video failed to load');

  media.addEventListener('playing', onPlaying);
  media.addEventListener('timeupdate', onTimeUpdate);
  media.addEventListener('error', onError);
  setVisible(false, 0);
  play();

  return () => {
    phase = 'stopped';
    timers.forEach(clearTimeout);
    timers.clear();
    removeGestureListeners();
    media.removeEventListener('playing', onPlaying);
    media.removeEventListener('timeupdate', onTimeUpdate);
    media.removeEventListener('error', onError);
  };
}
