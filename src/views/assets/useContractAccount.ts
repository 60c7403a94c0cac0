import { distinctUntilChanged, EMPTY, map, skip, startWith, switchMap } from 'rxjs';
import type { ContractAccount } from '@contract/futures';
import { fetchContractAccount$ } from '../../api/contract';
import { getToken } from '../../api/storage';
import { getBalances$ } from '../../streams';
import { balancesSignature } from '../../state/orders';
import { useRemoteData, type RemoteData } from '../../state/remote';

/**
 * The contract account (contract/account: available, frozen, position margin, unrealised and realised PnL, equity),
 * asked again whenever the private socket moves a contract balance: every fill, close, funding to cross and transfer
 * does. Unrealised PnL is as of the last answer; `reload()` asks now. Signing out empties the balances inside the
 * token's own change, before this page unmounts: that change asks nothing (a request without a session is a 401).
 */
export function useContractAccount(): [RemoteData<ContractAccount>, () => void] {
  return useRemoteData(() =>
    getBalances$().pipe(
      map((balances) => balancesSignature(balances, null, 'contract')),
      distinctUntilChanged(),
      skip(1),
      startWith(undefined),
      switchMap(() => (getToken() ? fetchContractAccount$() : EMPTY)),
    ),
  );
}
