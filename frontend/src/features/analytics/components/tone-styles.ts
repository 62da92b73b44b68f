// The palette behind each balance rating, written out in full so Tailwind sees every class.
import type { BalanceBand } from '@pause/rules/balance-bands';

type ToneStyle = { fill: string; stroke: string; text: string; soft: string };

export const toneStyles: Record<BalanceBand, ToneStyle> = {
  balanced: { fill: 'bg-sage', stroke: 'stroke-sage', text: 'text-sage-strong', soft: 'bg-sage-soft' },
  borderline: { fill: 'bg-sand', stroke: 'stroke-sand', text: 'text-sand-strong', soft: 'bg-sand-soft' },
  burnout: { fill: 'bg-rose', stroke: 'stroke-rose', text: 'text-rose-strong', soft: 'bg-rose-soft' },
};
