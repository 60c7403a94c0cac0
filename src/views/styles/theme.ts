/** Colour theme: the stored choice (localStorage THEME) wins, else the system's prefers-color-scheme. */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'THEME';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The page background of each theme, for the browser chrome (meta theme-color). */
const BROWSER_CHROME: Record<Theme, string> = { dark: '#0f1420', light: '#ffffff' };

function storedTheme(): Theme | null {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

function apply(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BROWSER_CHROME[theme]);
}

/** Applies the theme before the first render and follows system changes while nothing is stored. */
export function initTheme(): void {
  apply(currentTheme());
  window.matchMedia?.(DARK_QUERY).addEventListener('change', () => {
    if (!storedTheme()) apply(systemTheme());
  });
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  apply(theme);
}

/** What /setting offers: a fixed theme, or `system` (nothing stored: follow prefers-color-scheme). */
export type ThemeChoice = Theme | 'system';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

export function themeChoice(): ThemeChoice {
  return storedTheme() ?? 'system';
}

export function setThemeChoice(choice: ThemeChoice): void {
  if (choice !== 'system') return setTheme(choice);
  localStorage.removeItem(THEME_KEY);
  apply(systemTheme());
}
