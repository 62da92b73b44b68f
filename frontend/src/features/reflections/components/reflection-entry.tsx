// This week's reflection as it was written, and the day it was recorded.
import type { Reflection } from '@/features/reflections/api/get-reflection';
import { recordedOnLabel } from '@/features/reflections/reflection';

export function ReflectionEntry({ reflection }: { reflection: Reflection }) {
  const recordedOn = recordedOnLabel(reflection.createdAt);
  return (
    <figure className="rounded-2xl border border-line bg-canvas/70 p-5">
      {/* Plain React text: whatever was typed, markup included, shows as written. */}
      <blockquote
        data-testid="reflection-content"
        className="text-base leading-relaxed break-words whitespace-pre-wrap text-ink"
      >
        {reflection.content}
      </blockquote>
      {recordedOn ? <figcaption className="mt-3 text-sm text-ink-muted">{recordedOn}</figcaption> : null}
    </figure>
  );
}
