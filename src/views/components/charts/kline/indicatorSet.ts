import { boll, ema, macd, rsi, sma, vol, type Line } from '../../../indicators';
import type { KlineColumns } from './columns';
import type { MainIndicator, SubIndicator } from './indicatorNames';

/** Periods follow the defaults traders expect from the large exchanges. */
export const MA_PERIODS = [7, 25, 99] as const;
const BOLL_PERIOD = 20;
const BOLL_WIDTH = 2;
const VOL_PERIODS = [5, 10] as const;
const RSI_PERIOD = 14;

/** One drawn line; `key` is its technical label (MA7, DIF …), the same in every language. */
export interface IndicatorLine {
  key: string;
  values: Line;
}

/** What a sub-pane draws: up to three lines, optional histogram columns and an optional fixed range. */
export interface PaneData {
  lines: IndicatorLine[];
  histogram: { key: string; values: Line; rising: (i: number) => boolean } | null;
  range: [number, number] | null;
}

export function mainLines(cols: KlineColumns, indicator: MainIndicator): IndicatorLine[] {
  switch (indicator) {
    case 'MA':
      return MA_PERIODS.map((p) => ({ key: `MA${p}`, values: sma(cols.c, p) }));
    case 'EMA':
      return MA_PERIODS.map((p) => ({ key: `EMA${p}`, values: ema(cols.c, p) }));
    case 'BOLL': {
      const b = boll(cols.c, BOLL_PERIOD, BOLL_WIDTH);
      return [
        { key: 'MID', values: b.mid },
        { key: 'UB', values: b.upper },
        { key: 'LB', values: b.lower },
      ];
    }
    case 'NONE':
      return [];
  }
}

export function subPane(cols: KlineColumns, indicator: SubIndicator): PaneData {
  switch (indicator) {
    case 'VOL': {
      const v = vol(cols.v, VOL_PERIODS);
      return {
        lines: v.averages.map((values, i) => ({ key: `MA${VOL_PERIODS[i]}`, values })),
        histogram: { key: 'VOL', values: v.volume, rising: (i) => (cols.c[i] as number) >= (cols.o[i] as number) },
        range: null,
      };
    }
    case 'MACD': {
      const m = macd(cols.c);
      const hist = m.hist;
      return {
        lines: [
          { key: 'DIF', values: m.dif },
          { key: 'DEA', values: m.dea },
        ],
        histogram: { key: 'MACD', values: hist, rising: (i) => (hist[i] ?? 0) >= 0 },
        range: null,
      };
    }
    case 'RSI':
      return { lines: [{ key: `RSI${RSI_PERIOD}`, values: rsi(cols.c, RSI_PERIOD) }], histogram: null, range: [0, 100] };
    case 'NONE':
      return { lines: [], histogram: null, range: null };
  }
}
