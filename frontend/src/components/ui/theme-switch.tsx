// The header's theme switch (Light, Dark, System). The landing page shows it at once as a plain button
// of the same look and name; its Radix menu (theme-menu.tsx, with Radix's positioning and focus code)
// is fetched when a pointer comes near or the button takes focus, and replaces the button once there.
// Asked for before it has arrived (a click, Enter, Space or the down arrow), it opens as soon as it has.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ThemeMenu as ThemeMenuComponent } from './theme-menu';
import { themeSwitchButtonClass, useThemeSwitchFace } from './theme-switch-face';

type LoadedMenu = typeof ThemeMenuComponent;

let loading: Promise<LoadedMenu> | undefined;
/** Once here, every switch rendered afterwards (the dashboard's, after the landing's) is the menu at once. */
let loaded: LoadedMenu | undefined;

function loadThemeMenu(): Promise<LoadedMenu> {
  loading ??= import('./theme-menu').then(
    (module) => (loaded = module.ThemeMenu),
    (error: unknown) => {
      // Offline, say: the stand-in stays, and the next pointer or key tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function ThemeSwitch() {
  const [ThemeMenu, setThemeMenu] = useState<LoadedMenu | undefined>(() => loaded);
  const [openWhenLoaded, setOpenWhenLoaded] = useState<false | 'pointer' | 'keyboard'>(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const [focusedWhenLoaded, setFocusedWhenLoaded] = useState(false);
  const { name, icon } = useThemeSwitchFace();

  const load = () => {
    void loadThemeMenu().then(
      (menu) => {
        setFocusedWhenLoaded(document.activeElement === standIn.current);
        setThemeMenu(() => menu);
      },
      () => undefined,
    );
  };

  // Whoever asks before the menu is here gets it open on arrival.
  const askToOpen = (by: 'pointer' | 'keyboard') => {
    setOpenWhenLoaded((already) => already || by);
    load();
  };

  if (ThemeMenu) return <ThemeMenu defaultOpen={openWhenLoaded} focusTrigger={focusedWhenLoaded} />;

  return (
    <button
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      aria-label={name}
      title={name}
      className={themeSwitchButtonClass}
      onPointerEnter={load}
      onFocus={load}
      // Like Radix's own trigger, the menu opens on the press, not the release.
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) askToOpen('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        askToOpen('keyboard');
      }}
      // Assistive technology that activates without a pointer or a key event.
      onClick={() => askToOpen('keyboard')}
    >
      {icon}
    </button>
  );
}
