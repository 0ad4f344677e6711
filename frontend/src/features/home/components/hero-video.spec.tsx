import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroVideo } from './hero-video';

describe('HeroVideo', () => {
  let play: ReturnType<typeof vi.fn>;
  let pause: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    play = vi.fn(() => Promise.resolve());
    pause = vi.fn();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is muted, inline and hidden until playback starts, then fades in', () => {
    render(<HeroVideo src="/video/hero.mp4" />);
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.style.opacity).toBe('0');
    expect(play).toHaveBeenCalled();

    fireEvent(video, new Event('playing'));
    expect(video.style.opacity).toBe('1');
  });

  it('can be paused and resumed from its button', async () => {
    const user = userEvent.setup();
    render(<HeroVideo src="/video/hero.mp4" />);
    await user.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
    const plays = play.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play.mock.calls.length).toBeGreaterThan(plays);
  });

  it('leaves the still image alone for visitors who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    render(<HeroVideo src="/video/hero.mp4" />);
    expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument();
    act(() => vi.unstubAllGlobals());
  });
});
