import { useId } from 'react';

const runwayLines = [-900, -300, 200, 500, 700, 1000, 1500, 2100];

/** Night-sky artwork behind heroes: gradient, stars, a horizon glow, runway lines and a contrail (no photos). */
export function SkyBackdrop() {
  const id = useId();
  return (
    <div aria-hidden className="absolute inset-0 -z-10 overflow-hidden bg-linear-to-b from-navy-950 via-navy-900 to-navy-800">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_80%_105%,rgb(251_191_36/0.35),transparent_55%)]" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_10%_-10%,rgb(14_165_233/0.25),transparent_50%)]" />
      <svg className="absolute inset-0 size-full" viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice">
        <defs>
          <pattern id={`${id}stars`} width="160" height="140" patternUnits="userSpaceOnUse">
            <circle cx="12" cy="18" r="1.1" fill="white" opacity="0.7" />
            <circle cx="74" cy="52" r="0.8" fill="white" opacity="0.5" />
            <circle cx="131" cy="11" r="1.3" fill="white" opacity="0.6" />
            <circle cx="103" cy="104" r="0.9" fill="white" opacity="0.45" />
            <circle cx="38" cy="121" r="0.7" fill="white" opacity="0.5" />
          </pattern>
          <linearGradient id={`${id}fade`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="white" />
            <stop offset="0.7" stopColor="white" stopOpacity="0" />
          </linearGradient>
          <mask id={`${id}sky`}>
            <rect width="1200" height="600" fill={`url(#${id}fade)`} />
          </mask>
          <linearGradient id={`${id}trail`} x1="0" y1="1" x2="1" y2="0">
            <stop offset="0" stopColor="white" stopOpacity="0" />
            <stop offset="1" stopColor="white" stopOpacity="0.6" />
          </linearGradient>
        </defs>
        <rect width="1200" height="600" fill={`url(#${id}stars)`} mask={`url(#${id}sky)`} />
        <path
          d="M-40 470 C 320 400 640 250 1010 128"
          fill="none"
          stroke={`url(#${id}trail)`}
          strokeWidth="2"
          strokeDasharray="1 9"
          strokeLinecap="round"
        />
        <g transform="translate(1010 128) rotate(-22)" fill="white" opacity="0.85">
          <path d="M18 0 L-6 -3 L-14 -16 L-19 -16 L-14 -3 L-24 -2 L-29 -8 L-32 -8 L-30 0 L-32 8 L-29 8 L-24 2 L-14 3 L-19 16 L-14 16 L-6 3 Z" />
        </g>
        <g stroke="white" strokeOpacity="0.08">
          <line x1="0" y1="470" x2="1200" y2="470" strokeOpacity="0.15" />
          {runwayLines.map((x) => (
            <line key={x} x1="600" y1="470" x2={x} y2="600" />
          ))}
        </g>
      </svg>
    </div>
  );
}
