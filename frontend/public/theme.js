// Sets <html class="dark"> before the first paint, so a dark page never flashes light at load. A
// classic script of its own, loaded in <head> before the stylesheet: the content security policy
// allows the app's own files only, never inline code. The key and the rule are those of
// src/lib/theme.ts, which takes over once the app runs.
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('pause-theme');
  } catch (error) {
    // Storage refused (a private window, a policy): follow the system.
  }
  var systemDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = choice === 'dark' || (choice !== 'light' && systemDark);
  document.documentElement.classList.toggle('dark', dark);
})();
