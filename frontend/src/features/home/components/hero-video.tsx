import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { startHeroVideoLoop } from './hero-video-loop';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The muted background video of the home hero, looped with fades (see startHeroVideoLoop). Visitors who
 * prefer reduced motion keep the still image; everyone else gets a pause button (WCAG 2.2.2).
 */
export function HeroVideo({ src }: { src: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [enabled] = useState(() => !reducedMotion());
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || paused) return;
    return startHeroVideoLoop(video, {
      setVisible: (visible, durationMs) => {
        video.style.transition = `opacity ${durationMs}ms ease-in-out`;
        video.style.opacity = visible ? '1' : '0';
      },
      gestureTarget: document,
      log: (message, error) => console.error(message, error ?? ''),
    });
  }, [paused]);

  useEffect(() => {
    if (paused) videoRef.current?.pause();
  }, [paused]);

  if (!enabled) return null;
  return (
    <>
      <video
        ref={videoRef}
        src={src}
        muted
        playsInline
        preload="auto"
        aria-hidden
        tabIndex={-1}
        data-testid="hero-video"
        className="absolute inset-0 size-full object-cover opacity-0"
      />
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-label={paused ? 'Play background video' : 'Pause background video'}
        className="absolute right-4 bottom-4 z-10 grid size-10 place-items-center rounded-full bg-navy-950/60 text-white backdrop-blur transition-colors hover:bg-navy-950/80"
      >
        {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
      </button>
    </>
  );
}
