/**
 * The seed's texts, one data file per language (not UI strings: they become rows of
 * content_texts and banner_titles). Each file maps a catalogue code to its translated title and
 * body blocks; see server/content/README.md for the body format.
 */
import type { Locale } from '../../i18n/locales';
import de from './de.json';
import en_us from './en_us.json';
import fr from './fr.json';
import jp from './jp.json';
import kr from './kr.json';
import tr from './tr.json';
import zh_cn from './zh_cn.json';
import zh_hk from './zh_hk.json';

export interface SeedText {
  title: string;
  /** paragraphs, `## ` headings and `- ` lists, one block per entry */
  body: string[];
}

export interface SeedLanguage {
  banners: Record<string, string>;
  contents: Record<string, SeedText>;
}

export const SEED_TEXTS: Readonly<Record<Locale, SeedLanguage>> = { en_us, zh_hk, zh_cn, de, fr, jp, kr, tr };
