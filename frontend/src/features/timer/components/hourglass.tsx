// A drawn hourglass whose lower bulb fills as the session goes on, and whose stream of sand steps down
// once a second while it flows: moved by the timer's own second, not by an endless animation, which
// kept the browser repainting sixty times a second for as long as a timer ran (docs/decisions.md).
import { type CSSProperties, useId } from 'react';

const TOP_BULB = 'M22 20 H98 C98 50 70 64 62 80 H58 C50 64 22 50 22 20 Z';
const BOTTOM_BULB = 'M58 80 H62 C70 96 98 110 98 140 H22 C22 110 50 96 58 80 Z';
const BULB_HEIGHT = 60;

/** The stream's dashes: 3 drawn, 3 left out, moved down by a third of that each second. */
const STREAM_DASHES = '3 3';
const STREAM_STEP = 2;
const STREAM_STEPS = 3;

type HourglassProps = {
  fillPercent: number;
  /** The seconds the sand has been flowing (the running timer's), or null when it does not flow. */
  flowingSeconds: number | null;
};

/** How far the stream's dashes have moved down after `seconds`: one step a second, repeating. */
export function streamOffset(seconds: number): number {
  return STREAM_STEP * (STREAM_STEPS - (Math.floor(seconds) % STREAM_STEPS));
}

export function Hourglass({ fillPercent, flowingSeconds }: HourglassProps) {
  const id = useId();
  const topClip = `${id}-top`;
  const bottomClip = `${id}-bottom`;
  const fallen = (BULB_HEIGHT * fillPercent) / 100;
  const remaining = BULB_HEIGHT - fallen;

  return (
    <svg
      viewBox="0 0 120 160"
      role="img"
      aria-label={`Hourglass, ${Math.round(fillPercent)}% full`}
      data-testid="hourglass"
      data-fill={fillPercent.toFixed(1)}
      className="h-40 w-auto drop-shadow-sm"
    >
      <defs>
        <clipPath id={topClip}>
          <path d={TOP_BULB} />
        </clipPath>
        <clipPath id={bottomClip}>
          <path d={BOTTOM_BULB} />
        </clipPath>
      </defs>

      <path d={TOP_BULB} className="fill-sand-soft/50" />
      <path d={BOTTOM_BULB} className="fill-sand-soft/50" />

      <rect
        x="0"
        y={80 - remaining}
        width="120"
        height={remaining}
        clipPath={`url(#${topClip})`}
        className="fill-sand"
      />
      <rect x="0" y={140 - fallen} width="120" height={fallen} clipPath={`url(#${bottomClip})`} className="fill-sand" />

      {flowingSeconds !== null ? (
        <line
          x1="60"
          y1="80"
          x2="60"
          y2={140 - fallen}
          strokeWidth="2"
          strokeDasharray={STREAM_DASHES}
          strokeLinecap="round"
          data-testid="hourglass-stream"
          style={{ '--stream-offset': streamOffset(flowingSeconds) } as CSSProperties}
          className="stroke-sand [stroke-dashoffset:var(--stream-offset)] motion-reduce:[stroke-dashoffset:0]"
        />
      ) : null}

      <path d={TOP_BULB} className="fill-none stroke-ink/30" strokeWidth="2" />
      <path d={BOTTOM_BULB} className="fill-none stroke-ink/30" strokeWidth="2" />
      <rect x="14" y="10" width="92" height="10" rx="5" className="fill-accent" />
      <rect x="14" y="140" width="92" height="10" rx="5" className="fill-accent" />
    </svg>
  );
}
