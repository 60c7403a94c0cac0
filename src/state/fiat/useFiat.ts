import { map } from 'rxjs';
import type { FiatLimits, FiatRules, FiatWithdrawal } from '@contract/fiat';
import { fetchFiatLimits$, fetchFiatRules$, fetchFiatWithdrawals$ } from '../../api/fiat';
import { getFiatWithdrawals$ } from '../../streams';
import { usePrivateData, useRemoteData, type RemoteData } from '../remote';

/** As many as the `fiatWithdrawals` snapshot carries besides those not final (docs/protocol.md). */
const RECENT_FIAT_WITHDRAWALS = 20;

/** fiat/currencies: the published rates and rules, asked on mount. */
export function useFiatRules(): [RemoteData<FiatRules>, () => void] {
  return useRemoteData(fetchFiatRules$);
}

/** fiat/withdraw/limits, asked on mount and again through `reload` (after each withdrawal, for what is left). */
export function useFiatLimits(): [RemoteData<FiatLimits>, () => void] {
  return useRemoteData(fetchFiatLimits$);
}

/** The user's fiat withdrawals, newest first: live from the `fiatWithdrawals` channel, fiat/withdraw/list until it delivers. */
export function useFiatWithdrawals(): [RemoteData<readonly FiatWithdrawal[]>, () => void] {
  return usePrivateData<readonly FiatWithdrawal[]>(getFiatWithdrawals$, () =>
    fetchFiatWithdrawals$({ size: RECENT_FIAT_WITHDRAWALS }).pipe(map((page) => page.items)),
  );
}
