import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hourglass, streamOffset } from './hourglass';

describe('the hourglass', () => {
  it('shows a stream of sand only while the sand flows', () => {
    const { rerender } = render(<Hourglass fillPercent={10} flowingSeconds={null} />);
    expect(screen.queryByTestId('hourglass-stream')).not.toBeInTheDocument();
    rerender(<Hourglass fillPercent={10} flowingSeconds={0} />);
    expect(screen.getByTestId('hourglass-stream')).toBeInTheDocument();
  });

  it('moves the stream down one step a second, repeating every three seconds', () => {
    expect([0, 1, 2, 3, 4, 5].map(streamOffset)).toEqual([6, 4, 2, 6, 4, 2]);
    expect(streamOffset(61.7)).toBe(streamOffset(61));
  });

  it('moves with the seconds it is given, not with an endless animation', () => {
    const { rerender } = render(<Hourglass fillPercent={10} flowingSeconds={7} />);
    const stream = () => screen.getByTestId('hourglass-stream');
    expect(stream().style.getPropertyValue('--stream-offset')).toBe(String(streamOffset(7)));
    rerender(<Hourglass fillPercent={10} flowingSeconds={8} />);
    expect(stream().style.getPropertyValue('--stream-offset')).toBe(String(streamOffset(8)));
    expect(stream().getAttribute('class')).not.toMatch(/animate-/);
  });
});
