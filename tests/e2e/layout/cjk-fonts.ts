/**
 * Whether Chromium can draw Chinese, Japanese and Korean here: without CJK fonts their texts are
 * drawn as boxes of the wrong width, so checking that they fit would check nothing. Debian's
 * fonts-noto-cjk provides them (.ci/run installs it).
 */
import { execFileSync } from 'node:child_process';

export const CJK_LANGS = ['zh_hk', 'zh_cn', 'jp', 'kr'];

function hasFontsFor(fcLang: string): boolean {
  try {
    return execFileSync('fc-list', [`:lang=${fcLang}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false; // no fontconfig: no fonts Chromium could find either
  }
}

/**
 * null when fonts for all four languages are installed, else the reason to skip them. In CI
 * (CI=true) a missing font fails instead, so the CJK half of the checks cannot stop unnoticed.
 */
export function cjkFontsMissing(env: NodeJS.ProcessEnv = process.env): string | null {
  const missing = ['zh-hk', 'zh-cn', 'ja', 'ko'].filter((lang) => !hasFontsFor(lang));
  if (missing.length === 0) return null;
  const reason = `no CJK fonts for ${missing.join(', ')} (apt-get install fonts-noto-cjk, or run .ci/run)`;
  if (/^(true|1)$/i.test(env.CI?.trim() ?? '')) throw new Error(`CJK fonts are required when CI=true: ${reason}`);
  return reason;
}
