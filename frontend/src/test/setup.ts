// Runs before every test file: DOM matchers and a clean slate between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast-store';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  document.title = 'Pause';
});
