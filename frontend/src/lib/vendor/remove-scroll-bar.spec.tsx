import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoveScrollBar } from './remove-scroll-bar';

const lock = () => document.body.getAttribute('data-scroll-locked');

describe('the scroll lock without an inline stylesheet', () => {
  it('marks the body while any modal is open, counting nested ones, and writes no <style>', () => {
    const outer = render(<RemoveScrollBar />);
    const inner = render(<RemoveScrollBar />);
    expect(lock()).toBe('2');
    expect(document.querySelectorAll('style')).toHaveLength(0);

    inner.unmount();
    expect(lock()).toBe('1');
    outer.unmount();
    expect(lock()).toBeNull();
  });
});
