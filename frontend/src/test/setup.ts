// Runs before every test file: DOM matchers and a clean slate between tests. The test files share
// one document and one module graph per worker (`isolate: false` in vite.config.ts), so whatever a
// test leaves on the page, in the device's storage or in the toast store is cleared here, after each
// test, rather than by a new environment per file.
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
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
});
