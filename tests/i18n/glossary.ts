import { BCP47, LANGS, type Lang } from '../../src/i18n/langs';

/**
 * One term per concept per language. Terms are lower-case stems as a text contains them
 * ("verwahrplan" also finds "Verwahrplans", "saklama plan" finds "Saklama planına").
 */
export interface Concept {
  /** where an English text names the concept; the other languages must then use their term */
  english: RegExp;
  terms: Record<Lang, string>;
  /** other names the files once used for it: never to be seen again, whatever the English says */
  avoid?: Partial<Record<Lang, readonly string[]>>;
}

export const GLOSSARY: Record<string, Concept> = {
  'storage plan': {
    english: /storage plan/i,
    terms: {
      en_us: 'storage plan',
      zh_hk: '存幣寶',
      zh_cn: '存币宝',
      de: 'verwahrplan',
      fr: 'plan d’épargne',
      jp: 'ストレージプラン',
      kr: '스토리지 플랜',
      tr: 'saklama plan',
    },
    avoid: { zh_hk: ['存儲計劃'], zh_cn: ['存储计划'], de: ['sparplan'], fr: ["plan d'épargne"], jp: ['積立'], tr: ['kilitleme plan'] },
  },
  download: {
    english: /download/i,
    terms: {
      en_us: 'download',
      zh_hk: '下載',
      zh_cn: '下载',
      de: 'herunterlad',
      fr: 'télécharg',
      jp: 'ダウンロード',
      kr: '다운로드',
      tr: 'indir',
    },
    avoid: { de: ['download'] },
  },
  spot: {
    english: /\bspot\b/i,
    terms: { en_us: 'spot', zh_hk: '現貨', zh_cn: '现货', de: 'spot', fr: 'spot', jp: '現物', kr: '현물', tr: 'spot' },
    avoid: { fr: ['comptant'], jp: ['現物アカウント'] },
  },
  futures: {
    english: /\bfutures\b/i,
    terms: { en_us: 'futures', zh_hk: '合約', zh_cn: '合约', de: 'futures', fr: 'contrats à terme', jp: '先物', kr: '선물', tr: 'vadeli' },
    avoid: {
      en_us: ['contract account', 'to contract'],
      de: ['kontraktkonto', 'zu kontrakt'],
      // "compte à terme" is a term deposit in French banking
      fr: ['compte à terme', 'compte contrats,', 'compte contrats.'],
      jp: ['契約アカウント', 'から契約'],
      kr: ['계약 계정', '에서 계약'],
      tr: ['kontrat hesab', 'kontrata'],
    },
  },
  transfer: {
    // a deposit's "transfer proof" is the sender's bank or wallet transfer, not this one
    english: /\btransfer(?!\s+proof)/i,
    terms: { en_us: 'transfer', zh_hk: '劃轉', zh_cn: '划转', de: 'übertr', fr: 'transf', jp: '振替', kr: '이체', tr: 'transfer' },
  },
  'order book': {
    english: /order book/i,
    terms: { en_us: 'order book', zh_hk: '盤口', zh_cn: '盘口', de: 'orderbuch', fr: 'carnet', jp: '板', kr: '호가창', tr: 'emir defter' },
    avoid: { zh_hk: ['訂單簿'], zh_cn: ['订单簿'], fr: ["carnet d'ordres"] },
  },
  turnover: {
    // a market's 24 h turnover and an order's filled amount: 売買代金 / 約定代金, 거래대금 / 체결대금
    english: /turnover/i,
    terms: { en_us: 'turnover', zh_hk: '成交額', zh_cn: '成交额', de: 'umsatz', fr: 'montant', jp: '代金', kr: '대금', tr: 'işlem tutar' },
  },
  assets: {
    // "an asset code such as BTC" names a coin
    english: /\bassets?\b(?! code)/i,
    terms: { en_us: 'asset', zh_hk: '資產', zh_cn: '资产', de: 'vermögen', fr: 'actif', jp: '資産', kr: '자산', tr: 'varlık' },
  },
  fee: {
    // Turkish once mixed "komisyon" with "ücret"; the fee schedule and help articles say "ücret"
    english: /\bfees?\b/i,
    terms: { en_us: 'fee', zh_hk: '費', zh_cn: '费', de: 'gebühr', fr: 'frais', jp: '手数料', kr: '수수료', tr: 'ücret' },
    avoid: { tr: ['komisyon'] },
  },
};

/** key -> text of one source (the locale files, the seed content) in every language */
export type Texts = Record<Lang, ReadonlyMap<string, string>>;

/** Placeholders ("{{asset}}", "{brand}") are filled in at run time: they name nothing. */
const PLACEHOLDER = /\{\{?[^}]*\}\}?/g;

const lower = (text: string, lang: Lang) => text.replace(PLACEHOLDER, '').toLocaleLowerCase(BCP47[lang]);

/** Every text that misses its language's term where the English names a concept, or uses an avoided name. */
export function glossaryProblems(source: string, texts: Texts, glossary: Record<string, Concept> = GLOSSARY): string[] {
  const problems: string[] = [];
  for (const [name, concept] of Object.entries(glossary)) {
    for (const [key, english] of texts.en_us) {
      if (!concept.english.test(english.replace(PLACEHOLDER, ''))) continue;
      for (const lang of LANGS) {
        const text = texts[lang].get(key);
        const term = concept.terms[lang];
        if (text !== undefined && !lower(text, lang).includes(term))
          problems.push(`${source} ${lang} ${key}: "${text}" should say "${term}" (${name})`);
      }
    }
    for (const lang of LANGS) {
      for (const [key, text] of texts[lang]) {
        const used = concept.avoid?.[lang]?.find((other) => lower(text, lang).includes(other));
        if (used) problems.push(`${source} ${lang} ${key}: "${text}" calls ${name} "${used}", not "${concept.terms[lang]}"`);
      }
    }
  }
  return problems;
}
