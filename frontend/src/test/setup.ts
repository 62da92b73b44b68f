// Runs before every test file: DOM matchers and a clean slate between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast-store';
import { setDateLocale } from '@/lib/date-format';

// Dates read as an American English browser writes them, whatever the machine's own locale.
setDateLocale('en-US');

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  document.title = 'Pause';
});
